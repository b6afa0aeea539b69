import { chromium, devices, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { CHROME_PATH } from './machine';
import { medianRatioInterval, round, spread, type Spread } from './stats';

export interface StartTimes {
  /** Navigation start to the next meal on screen (the home page's first useful screen). */
  readyMs: Spread;
  /** Navigation start to the HTML received (from the service worker when it controls the page). */
  htmlMs: Spread;
  firstContentfulPaintMs: Spread;
}

export interface OfflineStart {
  /** The app opened from a closed browser, network off: service worker, precache and IndexedDB only. */
  coldOffline: StartTimes;
  /** The same after one visit, network on: warm HTTP and service-worker caches, the API asked again. */
  warmOnline: StartTimes;
  /** A reload in the running browser, network on (worker running, everything in memory): for reference. */
  reloadOnline: StartTimes;
  /** cold offline / warm online, of the ready medians. */
  ratio: number;
  /**
   * Its 95 % bootstrap interval (`medianRatioInterval`): holding 1, the two starts cannot be told apart here. The
   * budget "not slower" holds unless the whole interval lies above 1 (decision 039).
   */
  ratioInterval: [number, number];
  runs: number;
}

declare global {
  interface Window {
    __benchReadyAt?: number;
  }
}

/**
 * Runs before the app: records the time (ms since navigation start) at which the home page shows the next meal
 * from data, not the static shell nor "loading" (the first screen a student needs). A string, not a function:
 * tsx (esbuild's keepNames) would wrap a function's inner helpers in a `__name` call the page does not have.
 */
const MARK_READY = `
  const observer = new MutationObserver(() => {
    const today = document.querySelector('.today-canteen');
    if (
      window.__benchReadyAt === undefined &&
      today &&
      document.querySelector('.home-banner h1') &&
      today.querySelector('.today-canteen__dishes li')
    ) {
      window.__benchReadyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`;

/** Resolves true once the app has saved a week menu to IndexedDB (src/app/persister.ts). */
export const MENU_SAVED = `new Promise((resolve) => {
  const request = indexedDB.open('sasuma');
  request.onerror = () => resolve(false);
  request.onsuccess = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains('query-cache')) return resolve(false);
    const get = db.transaction('query-cache').objectStore('query-cache').get('query-cache');
    get.onsuccess = () => resolve((get.result?.clientState?.queries ?? []).some((q) => q.queryKey[0] === 'menu'));
    get.onerror = () => resolve(false);
  };
})`;

export const launchOptions = {
  ...devices['Pixel 7'],
  executablePath: CHROME_PATH,
  args: chromiumArgs,
  serviceWorkers: 'allow' as const,
  locale: 'pt-PT',
};

/** libfaketime from Debian's `faketime` package: a browser started under it lives that many hours later, its worker too. */
const FAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
export const canMoveClock = () => existsSync(FAKETIME);

async function open(profile: string, hoursLater = 0) {
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(hoursLater
      ? {
          env: {
            ...process.env,
            LD_PRELOAD: FAKETIME,
            // Every clock moved alike, so durations stay true: Chromium 156's navigations hang when only the wall
            // clock moves (FAKETIME_DONT_FAKE_MONOTONIC).
            FAKETIME: `+${hoursLater * 3600}s`,
          },
        }
      : {}),
  });
  await context.addInitScript({ content: MARK_READY });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

interface Sample {
  ready: number;
  html: number;
  fcp: number;
}

async function readyAt(page: Page): Promise<Sample> {
  await page.waitForFunction(() => window.__benchReadyAt !== undefined, undefined, { timeout: 15_000 });
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      ready: window.__benchReadyAt ?? Number.NaN,
      html: navigation?.responseEnd ?? Number.NaN,
      fcp: fcp?.startTime ?? Number.NaN,
    };
  });
}

function times(samples: Sample[]): StartTimes {
  const ms = (pick: (sample: Sample) => number) => spread(samples.map((sample) => Math.round(pick(sample))));
  return {
    readyMs: ms((sample) => sample.ready),
    htmlMs: ms((sample) => sample.html),
    firstContentfulPaintMs: ms((sample) => sample.fcp),
  };
}

/** The first visit: the worker installed (precache done) and controlling, the week's menu saved to IndexedDB. */
async function install(profile: string, url: string) {
  const { context, page } = await open(profile);
  try {
    await page.goto(url);
    await readyAt(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await page.waitForFunction(MENU_SAVED, undefined, { polling: 200, timeout: 15_000 });
  } finally {
    await context.close();
  }
}

/** One start of the home page from a new browser process on `profile`; online, a reload after it too. */
async function start(profile: string, url: string, offline: boolean, hoursLater = 0) {
  const { context, page } = await open(profile, hoursLater);
  try {
    if (offline) await context.setOffline(true);
    await page.goto(url);
    const first = await readyAt(page);
    if (offline) return { first };
    await page.reload();
    return { first, reload: await readyAt(page) };
  } finally {
    await context.close();
  }
}

/**
 * The home page opened offline from a closed browser (a student tapping the installed app on the bus) against the
 * same opened online with warm caches, each a new browser process on a profile that visited once; phone viewport,
 * no CPU throttling. Alternating, `runs` of each.
 */
export async function measureOfflineStart(baseUrl: string, runs = 5): Promise<OfflineStart> {
  const profile = mkdtempSync(join(tmpdir(), 'sasuma-bench-profile-'));
  const coldOffline: Sample[] = [];
  const warmOnline: Sample[] = [];
  const reloadOnline: Sample[] = [];
  try {
    await install(profile, `${baseUrl}/`);
    for (let run = 0; run < runs; run += 1) {
      coldOffline.push((await start(profile, `${baseUrl}/`, true)).first);
      const online = await start(profile, `${baseUrl}/`, false);
      warmOnline.push(online.first);
      if (online.reload) reloadOnline.push(online.reload);
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  const result = {
    coldOffline: times(coldOffline),
    warmOnline: times(warmOnline),
    reloadOnline: times(reloadOnline),
  };
  return {
    ...result,
    ratio: Math.round((result.coldOffline.readyMs.median / result.warmOnline.readyMs.median) * 100) / 100,
    ratioInterval: medianRatioInterval(
      coldOffline.map((sample) => sample.ready),
      warmOnline.map((sample) => sample.ready),
    ),
    runs,
  };
}

export interface ColdOfflineComparison {
  builds: {
    name: string;
    coldOffline: StartTimes;
    /** Starts that did not show the next meal within 15 s (or a first visit that did not install): left out. */
    failures: string[];
  }[];
  /** The first build's cold offline median over the second's, with its 95 % bootstrap interval. */
  ratio: number;
  ratioInterval: [number, number];
  runs: number;
}

/**
 * The cold offline start of builds side by side (`builds`: each a name and the origin serving it): each installed
 * once on its own profile, then `runs` starts of each, alternating between the builds (A B, then B A, ...) so a
 * drift of the machine's speed reaches them alike. A build whose first visit fails is reported with no starts.
 */
export async function measureColdOfflineSideBySide(
  builds: { name: string; url: string }[],
  runs: number,
  /** Each start this many hours after the first visit kept its copy (the device's clock, the worker's too). */
  hoursLater = 0,
): Promise<ColdOfflineComparison> {
  const states = builds.map((build) => ({
    ...build,
    profile: mkdtempSync(join(tmpdir(), 'sasuma-bench-profile-')),
    installed: false,
    samples: [] as Sample[],
    failures: [] as string[],
  }));
  const failed = (thrown: unknown) =>
    (thrown instanceof Error ? thrown.message : String(thrown)).split('\n')[0] ?? '';
  try {
    for (const state of states) {
      try {
        await install(state.profile, `${state.url}/`);
        state.installed = true;
      } catch (thrown) {
        state.failures.push(`first visit: ${failed(thrown)}`);
      }
    }
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? states : [...states].reverse();
      for (const state of order) {
        if (!state.installed) continue;
        try {
          state.samples.push((await start(state.profile, `${state.url}/`, true, hoursLater)).first);
        } catch (thrown) {
          state.failures.push(failed(thrown));
        }
      }
    }
  } finally {
    for (const state of states) rmSync(state.profile, { recursive: true, force: true });
  }
  const ready = (index: number) => states[index]?.samples.map((sample) => sample.ready) ?? [];
  const medians = [0, 1].map((index) => spread(ready(index)).median);
  return {
    builds: states.map((state) => ({
      name: state.name,
      coldOffline: times(state.samples),
      failures: state.failures,
    })),
    ratio: round((medians[0] ?? Number.NaN) / (medians[1] ?? Number.NaN), 2),
    ratioInterval: medianRatioInterval(ready(0), ready(1)),
    runs,
  };
}
