import { chromium, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { startBenchServer } from './bench-server';

const MARK = `
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
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
  for (const offline of [true, false, true, false, true]) {
    ctx = await chromium.launchPersistentContext(profile, opts);
    await ctx.addInitScript({ content: MARK });
    if (offline) await ctx.setOffline(true);
    page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(server.url + '/');
    await page.waitForFunction(() => (window as any).__benchReadyAt !== undefined, undefined, { timeout: 15000 });
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = performance.getEntriesByType('resource').map((e) => {
        const t = e as PerformanceResourceTiming;
        return `${Math.round(t.startTime)}-${Math.round(t.responseEnd)} ${t.name.replace(location.origin, '')}`;
      });
      const marks = performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime)} ${m.name}`);
      return { ready: Math.round((window as any).__benchReadyAt), nav: [Math.round(nav.workerStart), Math.round(nav.fetchStart), Math.round(nav.responseStart), Math.round(nav.responseEnd), Math.round(nav.domInteractive), Math.round(nav.domContentLoadedEventEnd)], fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1), lt: (window as any).__lt, res, marks };
    });
    console.log(offline ? 'OFFLINE' : 'ONLINE', JSON.stringify({ ready: r.ready, nav: r.nav, fcp: r.fcp, lt: r.lt, marks: r.marks }));
    if (process.env.RES) console.log(r.res.join('\n'));
    await ctx.close();
  }
} finally { await server.close(); }
