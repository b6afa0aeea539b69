import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH } from './machine';
import { formatMs, formatSpread, sideBySideRound, round, spread, type Spread } from './stats';

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
  /** The runs that gave a report; the figures below are over these only. */
  runs: LighthouseRun[];
  /** Why each failed attempt failed (no report, or no performance score): each was run again, up to 3 times. */
  failures: string[];
  /** Runs that gave no report after 3 attempts: left out of the figures. */
  missing: number;
  score: Spread;
  fcpMs: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
}

/** Lighthouse's version, the browser it drove and the machine's speed as it measured it, over all the runs. */
interface LighthouseEnvironment {
  lighthouseVersion: string;
  /** Chromium's user agent as Lighthouse saw it, and its CPU benchmark (higher is faster; ~1000+ is a desktop). */
  hostUserAgent: string;
  benchmarkIndex: Spread;
}

export interface LighthouseReport extends LighthouseEnvironment {
  routes: LighthouseRoute[];
  /** The floor page (a page with no script or style, `floorUrl`), run in the same rounds: the machine's share. */
  floor?: LighthouseRoute;
}

/** Two or more builds measured in the same rounds (`runLighthouseSideBySide`). */
export interface LighthouseComparison extends LighthouseEnvironment {
  builds: { name: string; routes: LighthouseRoute[] }[];
  floor?: LighthouseRoute;
}

/** The routes `npm run bench` runs Lighthouse on, in both of its modes. */
export const LIGHTHOUSE_ROUTES = ['/', '/alimentacao', '/avisosecomunicados', '/documentacao', '/en'];

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
 * One run. A run that failed to record (NO_NAVSTART and the like, seen under machine load) is tried again, so is one
 * whose performance score is missing (a metric Lighthouse could not compute, NO_LCP say: its score would read 0),
 * and so is one whose browser went away (a protocol error): on a new browser. After `attempts`, no report.
 */
async function lighthouseOnce(
  url: string,
  chrome: { current: LaunchedChrome },
  failures: string[],
  attempts = 3,
) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const result = await lighthouse(url, {
        port: chrome.current.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (lhr && !lhr.runtimeError && typeof score === 'number') return lhr;
      const auditError = Object.values(lhr?.audits ?? {}).find((audit) => audit.errorMessage)?.errorMessage;
      failures.push(lhr?.runtimeError?.message ?? auditError ?? 'no result');
    } catch (thrown) {
      failures.push(thrown instanceof Error ? thrown.message : String(thrown));
      chrome.current.kill();
      chrome.current = await startChrome();
    }
  }
  return undefined;
}

/** A page of a round: `key` groups its runs (a route, or a build's route). */
interface Page {
  key: string;
  url: string;
}

interface Runs {
  runs: LighthouseRun[];
  failures: string[];
  missing: number;
}

/**
 * Lighthouse's mobile preset (its default config: Moto G Power screen, simulated slow 4G and 4x CPU slowdown),
 * performance only, cold first visits: `rounds` rounds, each running the pages `pagesOf(n)` lists in that order. One
 * Chromium for all runs (Lighthouse clears storage, caches and the service worker before each).
 */
async function lighthouseRounds(rounds: number, pagesOf: (n: number) => Page[]) {
  const chrome = { current: await startChrome() };
  const byKey = new Map<string, Runs>();
  const benchmarkIndex: number[] = [];
  let lighthouseVersion = '';
  let hostUserAgent = '';
  try {
    for (let n = 0; n < rounds; n += 1) {
      const pages = pagesOf(n);
      for (const { key, url } of pages) {
        const runs = byKey.get(key) ?? { runs: [], failures: [], missing: 0 };
        byKey.set(key, runs);
        const lhr = await lighthouseOnce(url, chrome, runs.failures);
        if (!lhr) {
          runs.missing += 1;
          continue;
        }
        lighthouseVersion = lhr.lighthouseVersion;
        hostUserAgent = lhr.environment.hostUserAgent;
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
        runs.runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(numeric('first-contentful-paint')),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          cls: round(numeric('cumulative-layout-shift'), 3),
          lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
          ...shiftedElements(lhr.audits['layout-shifts']?.details),
        });
      }
      console.log(`  round ${n + 1}/${rounds} of ${pages.length} pages done`);
    }
  } finally {
    chrome.current.kill();
  }
  const summary = (route: string, key = route): LighthouseRoute => {
    const { runs: list, failures, missing } = byKey.get(key) ?? { runs: [], failures: [], missing: 0 };
    return {
      route,
      runs: list,
      failures,
      missing,
      score: spread(list.map((r) => r.score)),
      fcpMs: spread(list.map((r) => r.fcpMs)),
      lcpMs: spread(list.map((r) => r.lcpMs)),
      tbtMs: spread(list.map((r) => r.tbtMs)),
      cls: spread(list.map((r) => r.cls)),
    };
  };
  return {
    environment: { lighthouseVersion, hostUserAgent, benchmarkIndex: spread(benchmarkIndex) },
    summary,
    floor: byKey.has(FLOOR) ? summary(FLOOR) : undefined,
  };
}

/**
 * `runs` Lighthouse runs per route of one build; routes are interleaved so a burst of machine load spreads over all.
 * With `floorUrl`, each round runs that page too, reported apart as `floor`.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: string[],
  runs: number,
  floorUrl?: string,
): Promise<LighthouseReport> {
  const pages = routes.map((route) => ({ key: route, url: baseUrl + route }));
  if (floorUrl) pages.push({ key: FLOOR, url: floorUrl });
  const { environment, summary, floor } = await lighthouseRounds(runs, () => pages);
  return { ...environment, routes: routes.map((route) => summary(route)), ...(floor ? { floor } : {}) };
}

/**
 * Builds side by side (`builds`: each a name and the origin serving it): each route runs on every build in turn, one
 * after the other, `runs` times each, so a drift of the machine's speed reaches them all alike. The order of the builds
 * turns each round (A B, then B A, ...), so neither always runs first. With `floorUrl`, once per round too.
 */
export async function runLighthouseSideBySide(
  builds: { name: string; url: string }[],
  routes: string[],
  runs: number,
  floorUrl?: string,
): Promise<LighthouseComparison> {
  const key = (build: number, route: string) => `${build} ${route}`;
  const { environment, summary, floor } = await lighthouseRounds(runs, (n) => {
    const pages = sideBySideRound(builds.length, routes, n).map(([index, route]) => ({
      key: key(index, route),
      url: (builds[index]?.url ?? '') + route,
    }));
    return floorUrl ? [...pages, { key: FLOOR, url: floorUrl }] : pages;
  });
  return {
    ...environment,
    builds: builds.map((build, index) => ({
      name: build.name,
      routes: routes.map((route) => summary(route, key(index, route))),
    })),
    ...(floor ? { floor } : {}),
  };
}

/**
 * A route's figures as a table row (of `build`, when given): median (min–max) of the runs that gave a report, and
 * how many did not.
 */
export function lighthouseRow(r: LighthouseRoute, build?: string) {
  return {
    route: r.route,
    ...(build ? { build } : {}),
    score: formatSpread(r.score, String),
    FCP: formatSpread(r.fcpMs, formatMs),
    LCP: formatSpread(r.lcpMs, formatMs),
    TBT: formatSpread(r.tbtMs, formatMs),
    CLS: formatSpread(r.cls, (value) => value.toFixed(3)),
    ...(r.missing ? { 'no report': `${r.missing} of ${r.runs.length + r.missing}` } : {}),
  };
}

/** One line per page whose attempts failed (each was run again), or nothing. */
export function lighthouseFailures(routes: LighthouseRoute[], prefix = ''): string[] {
  return routes
    .filter((r) => r.failures.length > 0)
    .map(
      (r) =>
        `  ${prefix}${r.route}: ${r.failures.length} failed attempt(s), run again` +
        `${r.missing ? `, ${r.missing} run(s) left with no report` : ''} (${[...new Set(r.failures)].join('; ')})`,
    );
}

/** The layout-shifts audit's elements (selector and score), if it names any. */
function shiftedElements(details: unknown): { shifted?: string[] } {
  const items = (details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)
    ?.items;
  if (!items?.length) return {};
  return { shifted: items.map((item) => `${item.node?.selector ?? '?'} ${round(item.score ?? 0, 3)}`) };
}
