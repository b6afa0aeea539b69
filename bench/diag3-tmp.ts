import { chromium, devices } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { startBenchServer } from './bench-server';
const MARK = `
  const observer = new MutationObserver(() => {
    const today = document.querySelector('.today-canteen');
    const m = document.querySelector('main'); const snap = m ? m.innerHTML.slice(0, 70) : 'nomain';
    if (snap !== window.__last) { window.__last = snap; performance.mark('snap ' + snap); }
    if (today && !window.__t1) { window.__t1 = 1; performance.mark('bench:today ' + today.getAttribute('aria-busy') + ' ' + (document.getElementById('root')?.dataset.prerendered ?? '-')); }
    if (today && today.getAttribute('aria-busy') === 'false' && !window.__t2) { window.__t2 = 1; performance.mark('bench:today-notbusy'); }
    if (document.querySelector('.home-banner h1') && !window.__t3) { window.__t3 = 1; performance.mark('bench:banner'); }
    if (window.__benchReadyAt === undefined && today && document.querySelector('.home-banner h1') && today.querySelector('.today-canteen__dishes li')) {
      window.__benchReadyAt = performance.now(); performance.mark('bench:ready'); observer.disconnect();
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
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,toplevel', transferMode: 'ReportEvents' });
  await page.goto(server.url + '/');
  await page.waitForFunction(() => (window as any).__benchReadyAt !== undefined, undefined, { timeout: 15000 });
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end');
  await done;
  writeFileSync('/tmp/trace.json', JSON.stringify({ traceEvents: events }));
  console.log('ready', await page.evaluate(() => (window as any).__benchReadyAt));
  await ctx.close();
} finally { await server.close(); }
