import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { CHROME_PATH } from './machine';
import { spread, type Spread } from './stats';

/** A gesture a student makes on a page the app has started, and how to make it. */
interface Interaction {
  name: string;
  path: string;
  act(page: Page): Promise<void>;
}

// What the student does most once a page is shown (issue 63): on a phone, as they do.
const INTERACTIONS: Interaction[] = [
  {
    // The week's own strip: the slider keeps the other weeks' slides in the page, inert.
    name: 'day in the week strip',
    path: '/alimentacao',
    act: (page) =>
      page
        .locator('.week-days button[aria-pressed="false"]:not([inert] *)')
        .first()
        .click({ timeout: 10_000 }),
  },
  {
    name: 'lunch / dinner',
    path: '/alimentacao',
    act: (page) =>
      page.getByRole('button', { name: 'Jantar', exact: true }).first().click({ timeout: 10_000 }),
  },
  {
    name: 'typing in the notices search',
    path: '/avisosecomunicados',
    act: (page) => page.getByRole('searchbox').pressSequentially('bolsa'),
  },
  {
    name: 'opening the menu',
    path: '/',
    act: (page) => page.locator('.home-nav__toggle').click({ timeout: 10_000 }),
  },
];

/** Every event's duration (Event Timing, which INP reads) from now on, in `window.__benchEvents`. */
const WATCH_EVENTS = `new Promise((resolve) => {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__benchEvents.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  requestAnimationFrame(() => resolve(undefined));
})`;

/** The longest event of the gesture, once the frames after it are painted (entries come after their paint). */
const LONGEST_EVENT = `new Promise((resolve) => {
  const frames = (n) => (n ? requestAnimationFrame(() => frames(n - 1)) : setTimeout(() => resolve(Math.max(0, ...window.__benchEvents)), 100));
  frames(3);
})`;

export interface InteractionTimes {
  name: string;
  /** Per build, in the order given: the gesture's longest event at 4x CPU (ms). */
  builds: { name: string; latency: Spread; failures: string[] }[];
}

async function once(browser: Browser, url: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    serviceWorkers: 'block',
    locale: 'pt-PT',
  });
  try {
    const page = await context.newPage();
    await page.goto(url + interaction.path);
    await page.locator('#root[data-started]').waitFor({ timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(WATCH_EVENTS);
    await interaction.act(page);
    return (await page.evaluate(LONGEST_EVENT)) as number;
  } finally {
    await context.close();
  }
}

/**
 * Each interaction's latency at 4x CPU (CDP throttling), builds side by side: `runs` of each, alternating (A B, then
 * B A), each on a page just started in a new context, the longest event the gesture caused (typing: the worst key).
 */
export async function measureInteractions(
  builds: { name: string; url: string }[],
  runs: number,
): Promise<InteractionTimes[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromiumArgs });
  try {
    const results: InteractionTimes[] = [];
    for (const interaction of INTERACTIONS) {
      const states = builds.map((build) => ({ ...build, samples: [] as number[], failures: [] as string[] }));
      for (let run = 0; run < runs; run += 1)
        for (const state of run % 2 === 0 ? states : [...states].reverse())
          await once(browser, state.url, interaction).then(
            (ms) => state.samples.push(Math.round(ms)),
            (thrown: unknown) => state.failures.push(String(thrown).split('\n')[0] ?? ''),
          );
      results.push({
        name: interaction.name,
        builds: states.map(({ name, samples, failures }) => ({ name, latency: spread(samples), failures })),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
