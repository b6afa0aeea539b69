import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { createApp } from './app';
import type { RequestRecord } from './lib/request-record';
import { startServer } from './server';
import { FIXTURE_SEED_DIR, TEST_NOW, VALID_APPLICATION } from './test-utils/test-app';

const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('startServer on port 0 serves API and app, tells its hook of every request, and closes', async () => {
  writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><title>SASUMA</title>');
  const seen: RequestRecord[] = [];
  const server = await startServer({
    onRequest: (record) => seen.push(record),
    port: 0,
    databasePath: path.join(dir, 'data', 'nested', 'sasuma.db'),
    distDir: dir,
    now: () => TEST_NOW,
    seedDir: FIXTURE_SEED_DIR,
  });
  expect(server.port).toBeGreaterThan(0);
  expect(server.url).toBe(`http://localhost:${server.port}`);
  const api = await fetch(`${server.url}/api/docavisos?limit=1&idioma=en`);
  expect(api.status).toBe(200);
  expect(((await api.json()) as { total: number }).total).toBe(11);
  const page = await fetch(`${server.url}/en/documentacao`);
  expect(await page.text()).toContain('SASUMA');
  const head = await fetch(`${server.url}/files/documento-01.pdf`, { method: 'HEAD' });
  expect(head.headers.get('content-type')).toBe('application/pdf');
  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /api/docavisos?limit=1&idioma=en',
    'GET /en/documentacao',
    'HEAD /files/documento-01.pdf',
  ]);
  await server.close();
  await expect(fetch(`${server.url}/api/faq`)).rejects.toThrow();
});

test('a second start on the same database file reuses it without reseeding', async () => {
  const databasePath = path.join(dir, 'data', 'nested', 'sasuma.db');
  const server = await startServer({
    port: 0,
    databasePath,
    distDir: dir,
    now: () => TEST_NOW,
    seedDir: '/nonexistent',
  });
  const res = await fetch(`${server.url}/api/restaurantes`);
  expect(res.status).toBe(200);
  await server.close();
});

test('[OPS-06] while the server shuts down, a new request gets 503 (liveness still answers)', async () => {
  const db = new Database(':memory:');
  const app = createApp({ db, distDir: dir, now: () => TEST_NOW, draining: () => true });
  for (const url of ['/api/ready', '/api/restaurantes', '/alojamento']) {
    const res = await app.request(url);
    expect(res.status, url).toBe(503);
    expect(res.headers.get('connection'), url).toBe('close');
    expect(res.headers.get('retry-after'), url).toBe('5');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  }
  expect((await app.request('/api/health')).status).toBe(200);
  db.close();
});

test('[OPS-06] a request still unfinished when the grace ends is cut off; close resolves and stores nothing', async () => {
  const databasePath = path.join(dir, 'grace.db');
  const server = await startServer({
    port: 0,
    databasePath,
    distDir: dir,
    now: () => TEST_NOW,
    seedDir: FIXTURE_SEED_DIR,
  });
  const body = JSON.stringify(VALID_APPLICATION);
  // Headers only, and the body never follows: a client gone quiet mid-request.
  let inFlight: () => void = () => undefined;
  const accepted = new Promise<void>((resolve) => (inFlight = resolve));
  const outcome = new Promise<string>((resolve) => {
    const req = request(`${server.url}/api/sas/registercandidatura`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'Idempotency-Key': crypto.randomUUID(),
        Expect: '100-continue',
      },
    });
    req.on('continue', inFlight);
    req.on('response', (res) => resolve(`status ${res.statusCode}`));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.flushHeaders();
  });
  await accepted;
  const started = performance.now();
  await server.close({ graceMs: 300 });
  const elapsed = performance.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(290);
  expect(elapsed).toBeLessThan(3000);
  expect(await outcome).toBe('ECONNRESET');
  const db = new Database(databasePath, { readonly: true });
  expect(db.prepare('SELECT COUNT(*) FROM applications').pluck().get()).toBe(0);
  db.close();
});
