/**
 * Prototype check (issue 42): the real server renders `/` and `/avisosecomunicados` through the router's SSR, and
 * Chromium hydrates them with a clean console. `tsx bench/proto/ssr-check.ts` after `npm run build`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startTestServer } from '../../e2e/test-server';

const server = await startTestServer({
  port: 0,
  host: '127.0.0.1',
  databasePath: join(mkdtempSync(join(tmpdir(), 'proto-ssr-')), 'db.sqlite'),
  distDir: 'dist',
});
const paths = (process.argv[2] ?? '/,/avisosecomunicados,/en/avisosecomunicados').split(',');
let failed = false;
for (const path of paths) {
  // Twice: the first render waits for the renderer to load.
  await fetch(server.url + path);
  const started = performance.now();
  const response = await fetch(server.url + path);
  const html = await response.text();
  writeFileSync(join(tmpdir(), `proto-ssr${path.replaceAll('/', '_')}.html`), html);
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
  const withoutNonce = inline.filter((attrs) => !attrs.includes(`nonce="${nonce}"`));
  const listItems = (html.match(/class="notice-card|class="list-item|<article/g) ?? []).length;
  console.log(
    `${path}: ${response.status} ${html.length} B in ${Math.round(performance.now() - started)} ms; ` +
      `nonce ${nonce ? 'yes' : 'no'}; inline scripts ${inline.length}, without the nonce ${withoutNonce.length}; ` +
      `$_TSR ${html.includes('$_TSR.router=') ? 'yes' : 'no'}; queries ${(html.match(/queryHash/g) ?? []).length}; articles ${listItems}`,
  );
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
for (const path of paths) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    // The server's HTML as the parser left it, before any script of the app ran: compared after hydration.
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.getElementById('main');
      (window as unknown as { firstMain?: Element | null }).firstMain = main;
    });
  });
  await page.goto(server.url + path);
  await page
    .waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 10_000 })
    .catch(() => {
      messages.push('error: $_TSR still there after 10 s (RouterClient did not finish)');
    });
  await page.waitForTimeout(1500);
  const sameMain = await page.evaluate(
    () => (window as unknown as { firstMain?: Element | null }).firstMain === document.getElementById('main'),
  );
  const title = await page.title();
  const bad = messages.filter((m) => /^(error|pageerror|warning)/.test(m));
  if (bad.length || !sameMain) failed = true;
  console.log(
    `browser ${path}: title "${title}"; #main kept (hydrated, not replaced): ${sameMain}; API calls after load ${apiCalls.length} ${apiCalls.join(' ')}; console:`,
    messages.length ? `\n  ${messages.join('\n  ')}` : 'clean',
  );
  await context.close();
}
await browser.close();
await server.close();
process.exit(failed ? 1 : 0);
