import { existsSync } from 'node:fs';

/**
 * The Chromium builds the e2e suite drives. Playwright cannot download its own browser here, so it uses Debian's:
 * - `chromium` (`/usr/bin/chromium`) is required: the alerts' tests need the full browser (the headless shell denies
 *   every notification permission), and without the shell it runs every test;
 * - `chromium-headless-shell` is optional: where installed it runs every other test on about a third less CPU
 *   (decision 037).
 * `CHROMIUM_PATH` names one browser for all of them instead.
 */
const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const SHELL = '/usr/bin/chromium-headless-shell';

export interface TestBrowsers {
  /** Runs the suite. */
  main: string;
  /** Runs the tests that need the full browser (`@notifications`). */
  full: string;
}

export function testBrowsers(): TestBrowsers | { missing: string } {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    return existsSync(chosen)
      ? { main: chosen, full: chosen }
      : { missing: `CHROMIUM_PATH names ${chosen}, which does not exist.` };
  }
  const full = FULL.find((path) => existsSync(path));
  if (!full) {
    return {
      missing:
        "The e2e tests need Debian's Chromium, /usr/bin/chromium, which is not installed: `sudo apt-get install " +
        'chromium` (and, for a faster run, `chromium-headless-shell`), or set CHROMIUM_PATH to a Chromium.',
    };
  }
  return { main: existsSync(SHELL) ? SHELL : full, full };
}
