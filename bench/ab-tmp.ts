import { chromium, devices, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
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
const opts = { ...devices['Pixel 7'], executablePath: '/usr/bin/chromium', args: chromiumArgs, serviceWorkers: 'allow' as const, locale: 'pt-PT' };
const dists = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 8);
const ready = (page: Page) => page.waitForFunction(() => (window as any).__benchReadyAt !== undefined, undefined, { timeout: 15000 }).then(() => page.evaluate(() => (window as any).__benchReadyAt as number));
const setups = [];
for (const d of dists) {
  const server = await startBenchServer(d);
  const profile = mkdtempSync(join(tmpdir(), 'ab-'));
  const ctx = await chromium.launchPersistentContext(profile, opts);
  await ctx.addInitScript({ content: MARK });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(server.url + '/');
  await ready(page);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r)); });
  await page.waitForTimeout(5000);
  await ctx.close();
  setups.push({ d, server, profile, cold: [] as number[], warm: [] as number[] });
}
for (let r = 0; r < rounds; r++) {
  for (const s of setups) {
    for (const offline of [true, false]) {
      const ctx = await chromium.launchPersistentContext(s.profile, opts);
      await ctx.addInitScript({ content: MARK });
      if (offline) await ctx.setOffline(true);
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      await page.goto(s.server.url + '/');
      (offline ? s.cold : s.warm).push(Math.round(await ready(page)));
      await ctx.close();
    }
  }
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const s of setups) { console.log(s.d, 'cold', med(s.cold), JSON.stringify(s.cold), 'warm', med(s.warm)); await s.server.close(); }
