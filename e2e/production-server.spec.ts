import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** A free port: listen on 0, read it, close. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

test('[OPS-05] npm start runs the built server with plain node: it serves the app and the API, and stops on SIGTERM', async ({
  request,
}) => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  // The heap bounded (README, "Run it in production"): sized from the machine, V8 let RSS settle past 500 MB.
  expect(scripts.serve).toBe('node --max-old-space-size=256 --max-semi-space-size=16 server/dist/main.js');
  expect(scripts.start).toBe(`npm run build && ${scripts.serve}`);
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-built-'));
  const port = await freePort();
  // What `npm run serve` runs, on the build this suite tests (made by `npm run build`).
  const server = spawn(process.execPath, scripts.serve?.split(' ').slice(1) ?? [], {
    env: { ...process.env, PORT: String(port), DATABASE_PATH: join(dir, 'built.db'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await request.get(`${base}/api/health`).catch(() => undefined))?.status(), {
        timeout: 20_000,
        message: `the built server answers (${stderr})`,
      })
      .toBe(200);
    expect(await (await request.get(`${base}/api/ready`)).json()).toEqual({ status: 'ok' });
    const page = await request.get(`${base}/avisosecomunicados`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<html lang="pt"');
    expect((await request.get(`${base}/api/docavisos?limit=1`)).status()).toBe(200);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
