/**
 * Prototype check (issue 42, point 2): with the service worker, a page opened once is answered from its copy offline
 * and hydrated; a page with no copy gets the shell and the app starts over it. `tsx bench/proto/offline-check.ts`.
 */
import { mkdtempSync } from 'node:fs';
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
await fetch(`${server.url}/`);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const context = await browser.newContext({ serviceWorkers: 'allow' });
const page = await context.newPage();
const messages: string[] = [];
page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
await page.goto(`${server.url}/avisosecomunicados`);
await page.waitForFunction(
  async () => (await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller,
  undefined,
  { timeout: 20_000 },
);
// The first visit kept its own page (main.tsx); no second visit.
await page.waitForTimeout(500);
console.log('first visit, online:', messages.filter((m) => !m.startsWith('log')).join(' | ') || 'clean');
messages.length = 0;
await context.setOffline(true);
for (const path of ['/avisosecomunicados', '/equipa', '/en/avisosecomunicados']) {
  const started = Date.now();
  await page.goto(server.url + path);
  await page
    .waitForFunction(() => !('$_TSR' in window) && document.querySelector('#main h1'), undefined, {
      timeout: 10_000,
    })
    .catch(() => messages.push('error: no h1 / $_TSR left'));
  const state = await page.evaluate(() => ({
    h1: document.querySelector('#main h1')?.textContent,
    items: document.querySelectorAll('#main li, #main article').length,
    lang: document.documentElement.lang,
  }));
  console.log(
    `offline ${path} in ${Date.now() - started} ms:`,
    JSON.stringify(state),
    messages.filter((m) => !m.startsWith('log')).join(' | ') || 'console clean',
  );
  messages.length = 0;
}
await browser.close();
await server.close();
