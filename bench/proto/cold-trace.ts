// Where a cold offline start of home spends its time: marks, resources and a CPU profile of two starts from the icon,
// this build (`npx tsx bench/proto/cold-trace.ts` after `npm run build`). A diagnostic, not a measure: `npm run bench`.
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../bench-server';
import { launchOptions as options, MENU_SAVED } from '../offline-start';

const MARK = `new MutationObserver((_, o) => { const li = document.querySelector('.today-canteen__dishes li'); if (li) { performance.mark('dishes'); o.disconnect(); } }).observe(document, { childList: true, subtree: true });`;
const server = await startBuiltServer('.', 'dist');
const profile = mkdtempSync(join(tmpdir(), 'trace-'));
let context = await chromium.launchPersistentContext(profile, options);
let page = context.pages()[0] ?? (await context.newPage());
await page.goto(server.url + '/');
await page.waitForSelector('.today-canteen__dishes li');
await page.evaluate(async () => {
  await navigator.serviceWorker.ready;
});
await page.waitForFunction(MENU_SAVED, undefined, { polling: 200, timeout: 15_000 });
await context.close();
for (let run = 0; run < 2; run++) {
  context = await chromium.launchPersistentContext(profile, options);
  await context.addInitScript({ content: MARK });

  await context.setOffline(true);
  page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + '/');
  await page.waitForFunction(() => performance.getEntriesByName('dishes').length > 0, undefined, {
    timeout: 15000,
  });
  const { profile: prof } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: {
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number };
        hitCount?: number;
      }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  const byNode = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  prof.samples.forEach((id, i) => {
    const n = byNode.get(id);
    if (!n) return;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000);
  });
  const byFile = new Map<string, number>();
  for (const [k, v] of self) {
    const f = k.split(' ')[1]?.split(':')[0] ?? '';
    byFile.set(f, (byFile.get(f) ?? 0) + v);
  }
  console.log(top(byFile, 12, 0));
  console.log(top(self, 25, 1));
  const out = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime)} mark ${m.name}`),
      ...performance.getEntriesByType('paint').map((m) => `${Math.round(m.startTime)} paint ${m.name}`),
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) =>
          `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.replace(/^https?:\/\/[^/]+/, '')}`,
      ),
    ].sort((a, b) => parseInt(a) - parseInt(b)),
  );
  console.log(`--- run ${run}\n${out.join('\n')}`);
  await context.close();
}
await server.close();
process.exit(0);

/** The `count` largest figures of `times`, in ms, one per line. */
function top(times: Map<string, number>, count: number, digits: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(digits)}ms ${name}`)
    .join('\n');
}
