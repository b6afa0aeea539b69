import { chromium, devices } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { startBenchServer } from './bench-server';
const MARK = `
  const observer = new MutationObserver(() => {
    const today = document.querySelector('.today-canteen');
    if (window.__benchReadyAt === undefined && today && document.querySelector('.home-banner h1') && today.querySelector('.today-canteen__dishes li')) {
      window.__benchReadyAt = performance.now(); observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`;
const server = await startBenchServer(process.env.D ?? 'dist');
const profile = mkdtempSync(join(tmpdir(), 'diag-'));
const opts = { ...devices['Pixel 7'], executablePath: '/usr/bin/chromium', args: chromiumArgs, serviceWorkers: 'allow' as const, locale: 'pt-PT' };
try {
  let ctx = await chromium.launchPersistentContext(profile, opts);
  await ctx.addInitScript({ content: MARK });
  let page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(server.url + '/');
  await page.waitForFunction(() => (window as any).__benchReadyAt !== undefined);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r)); });
  await page.waitForTimeout(4000);
  await ctx.close();
  ctx = await chromium.launchPersistentContext(profile, opts);
  await ctx.addInitScript({ content: MARK });
  await ctx.setOffline(true);
  page = ctx.pages()[0] ?? (await ctx.newPage());
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + '/');
  await page.waitForFunction(() => (window as any).__benchReadyAt !== undefined, undefined, { timeout: 15000 });
  const ready = await page.evaluate(() => (window as any).__benchReadyAt);
  const { profile: prof } = (await cdp.send('Profiler.stop')) as any;
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]).concat([['origin', performance.timeOrigin]] as any));
  writeFileSync('/tmp/profile.json', JSON.stringify({ prof, marks, ready }));
  console.log('ready', ready, JSON.stringify(marks));
  await ctx.close();
} finally { await server.close(); }
