import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH } from './machine';
import { round, spread, type Spread } from './stats';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRun {
  /** 0..100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The element Lighthouse named as the LCP, to see what to speed up. */
  lcpElement?: string;
  /** The elements that moved, when any did (Lighthouse's layout-shifts audit): what to hold in place. */
  shifted?: string[];
}

export interface LighthouseRoute {
  route: string;
  runs: LighthouseRun[];
  score: Spread;
  fcpMs: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
}

export interface LighthouseReport {
  lighthouseVersion: string;
  /** Chromium's user agent as Lighthouse saw it, and its CPU benchmark (higher is faster; ~1000+ is a desktop). */
  hostUserAgent: string;
  benchmarkIndex: Spread;
  routes: LighthouseRoute[];
  /** The floor page (a page with no script or style, `floorUrl`), run in the same rounds: the machine's share. */
  floor?: LighthouseRoute;
}

/** The floor page's name among the routes while they run. */
const FLOOR = 'floor';

interface LcpDetails {
  items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }>;
}

/** Chromium with a debugging port for Lighthouse; relaunched when it died (a shared machine's OOM killer, say). */
async function startChrome() {
  return launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/**
 * One run. A run that failed to record (NO_NAVSTART and the like, seen under machine load) is tried again, and so
 * is one whose browser went away (a protocol error): on a new browser.
 */
async function lighthouseOnce(url: string, chrome: { current: LaunchedChrome }, attempts = 3) {
  let error = '';
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const result = await lighthouse(url, {
        port: chrome.current.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      error = lhr?.runtimeError?.message ?? 'no result';
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
      chrome.current.kill();
      chrome.current = await startChrome();
    }
  }
  throw new Error(`Lighthouse on ${url}, ${attempts} attempts: ${error}`);
}

/**
 * Lighthouse's mobile preset (its default config: Moto G Power screen, simulated slow 4G and 4x CPU slowdown),
 * performance only, `runs` cold first visits per route. One Chromium for all runs (Lighthouse clears storage,
 * caches and the service worker before each); routes are interleaved so a burst of machine load spreads over all.
 * With `floorUrl`, each round runs that page too, reported apart as `floor`.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  runs: number,
  floorUrl?: string,
): Promise<LighthouseReport> {
  const chrome = { current: await startChrome() };
  const urls = new Map(routes.map((route) => [route, baseUrl + route]));
  if (floorUrl) urls.set(FLOOR, floorUrl);
  const byRoute = new Map<string, LighthouseRun[]>([...urls.keys()].map((route) => [route, []]));
  const benchmarkIndex: number[] = [];
  let lighthouseVersion = '';
  let hostUserAgent = '';
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [route, url] of urls) {
        const lhr = await lighthouseOnce(url, chrome);
        lighthouseVersion = lhr.lighthouseVersion;
        hostUserAgent = lhr.environment.hostUserAgent;
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
        byRoute.get(route)?.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(numeric('first-contentful-paint')),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          cls: round(numeric('cumulative-layout-shift'), 3),
          lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
          ...shiftedElements(lhr.audits['layout-shifts']?.details),
        });
      }
      console.log(`  round ${run + 1}/${runs} of ${urls.size} pages done`);
    }
  } finally {
    chrome.current.kill();
  }
  const summary = ([route, list]: [string, LighthouseRun[]]): LighthouseRoute => ({
    route,
    runs: list,
    score: spread(list.map((r) => r.score)),
    fcpMs: spread(list.map((r) => r.fcpMs)),
    lcpMs: spread(list.map((r) => r.lcpMs)),
    tbtMs: spread(list.map((r) => r.tbtMs)),
    cls: spread(list.map((r) => r.cls)),
  });
  const floor = byRoute.get(FLOOR);
  byRoute.delete(FLOOR);
  return {
    lighthouseVersion,
    hostUserAgent,
    benchmarkIndex: spread(benchmarkIndex),
    routes: [...byRoute].map(summary),
    ...(floor ? { floor: summary([FLOOR, floor]) } : {}),
  };
}

/** The layout-shifts audit's elements (selector and score), if it names any. */
function shiftedElements(details: unknown): { shifted?: string[] } {
  const items = (details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)
    ?.items;
  if (!items?.length) return {};
  return { shifted: items.map((item) => `${item.node?.selector ?? '?'} ${round(item.score ?? 0, 3)}`) };
}
