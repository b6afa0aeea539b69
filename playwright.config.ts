import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// Playwright cannot download its own browser here: use the system's. Debian's chromium-headless-shell is the same
// headless shell Playwright would download, and runs the suite on about 30 % less CPU than the full browser's
// headless mode (decision 012); the full browser is the fallback.
const systemChromium = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => existsSync(path));
const executablePath = process.env.CHROMIUM_PATH ?? systemChromium;
// The headless shell denies every notification permission, granted or not: the alerts' tests (@notifications) run
// in the full browser's headless mode.
const fullChromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)) ??
  executablePath;

// The run's one "now" (e2e/dates.ts suiteNow): set once here, in the runner, and inherited by every worker.
process.env.E2E_SUITE_NOW ??= new Date().toISOString();

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  // Without these Chromium floods a closed network with background connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
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
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@audit|@phone-only|@notifications/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Tests whose behaviour depends on the viewport carry the '@phone' tag; only they also run on the phone.
    // '@phone-only': what is asked for on a phone only (the canteen's calendar states): not on the desktop too.
    { name: 'phone', grep: /@phone/, grepInvert: /@audit/, use: { ...devices['Pixel 7'] } },
    {
      name: 'notifications',
      grep: /@notifications/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: fullChromium, args: chromiumArgs },
      },
    },
    // `npm run a11y`: the full accessibility matrix (minutes), kept out of `npm test`.
    ...(process.env.A11Y_AUDIT ? [{ name: 'audit', grep: /@audit/ }] : []),
  ],
});
