import { chromium, defineConfig, devices } from '@playwright/test';
import { testBrowsers } from './scripts/test-browsers';

// Playwright cannot download its own browser here: it drives Debian's (scripts/test-browsers.ts says which, and
// `npm test` checks them first).
const browsers = testBrowsers();
if ('missing' in browsers) throw new Error(browsers.missing);

// The run's one "now" (e2e/dates.ts suiteNow): set once here, in the runner, and inherited by every worker.
process.env.E2E_SUITE_NOW ??= new Date().toISOString();
// The run's local time is Madeira's, where the students are: the specs' dates (`at(day, 12)`, a day's name), the test
// server in the workers and the browser (`timezoneId` below; Chromium reads TZ too) agree with the app, which counts
// in Madeira's time. On a machine in UTC, summer time would otherwise put them an hour apart.
process.env.TZ = 'Atlantic/Madeira';
// The test server in the workers renders pages as `npm start` does (server/src/env.ts): with React's production build.
process.env.NODE_ENV = 'production';

/**
 * Chromium honours only the last `--disable-features` it is given, so the list is Playwright's own, read once in the
 * runner from the arguments it launches with, and these:
 * - the full Chromium opens, with every context's window, two omnibox-popup WebUI renderers
 *   (`chrome://omnibox-popup.top-chrome`) that a headless test never shows;
 * - `RenderDocument` (a new frame for every navigation): in Chromium 150 (Debian bookworm's 150.0.7871.100) the new
 *   frame loses Playwright's offline emulation, so a page the service worker answers offline says
 *   `navigator.onLine === true` and the app shows "could not refresh" where a student offline reads "no connection";
 *   Chromium 156 keeps it. Off, a page keeps its frame across navigations (`--process-per-site` below does the same
 *   for a new page), as a real device offline keeps its network state.
 */
async function disabledFeatures(executablePath: string): Promise<string> {
  const server = await chromium.launchServer({ executablePath, args: ['--no-sandbox'] });
  const own = server
    .process()
    .spawnargs.find((arg) => arg.startsWith('--disable-features='))
    ?.slice('--disable-features='.length);
  await server.close();
  return [own, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'RenderDocument'].filter(Boolean).join(',');
}
process.env.E2E_CHROMIUM_DISABLED_FEATURES ??= await disabledFeatures(browsers.full);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  // A new page's first navigation joins the site's renderer, which has the context's offline emulation: in Chromium
  // 150 a renderer started for it had none (the RenderDocument note above).
  '--process-per-site',
  // Without these Chromium floods a closed network with background connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${process.env.E2E_CHROMIUM_DISABLED_FEATURES}`,
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two cores: each worker drives a Chromium that renders, and the server runs in the worker too.
  workers: 2,
  // A test that needs a retry to pass is a bug to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Recording a trace (DOM snapshots at every action, written to disk) costs about a fifth of the suite's time even
    // when the trace is thrown away (8.1 min without against 10.2 min with, measured): off unless asked for with
    // E2E_TRACE=1. A failure's error and call log are printed either way.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, sources: false } : 'off',
    // A service worker precaches the whole build on first visit: only the specs about offline, caching, updates and
    // the outbox allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    locale: 'pt-PT',
    timezoneId: 'Atlantic/Madeira',
    launchOptions: { executablePath: browsers.main, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      // The phone's tests are declared with a phone's emulation in the spec (fixtures.ts `phone`): same workers.
      // The alerts' tests need the full browser: here too, unless the headless shell runs the rest.
      grepInvert: browsers.main === browsers.full ? /@audit/ : /@audit|@notifications/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The headless shell denies every notification permission, granted or not: with it, the alerts' tests run in the
    // full browser's headless mode.
    ...(browsers.main === browsers.full
      ? []
      : [
          {
            name: 'notifications',
            grep: /@notifications/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 800 },
              launchOptions: { executablePath: browsers.full, args: chromiumArgs },
            },
          },
        ]),
    // `npm run a11y`: the full accessibility matrix (minutes), kept out of `npm test`.
    ...(process.env.A11Y_AUDIT ? [{ name: 'audit', grep: /@audit/ }] : []),
  ],
});
