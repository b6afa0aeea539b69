import { test as base, devices, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHostileServer } from './hostile-seed';
import { startTestServer, type TestServer } from './test-server';

interface WorkerFixtures {
  /**
   * The real server on a throwaway SQLite file, one per worker, serving the production build in dist/, with the
   * requests it received (`server.requests`, collected through its test hook).
   */
  server: TestServer & { databasePath: string };
  /**
   * A second real server whose database also holds hostile records (e2e/hostile-seed.ts), started only in a worker
   * that runs a test asking for it (hostile-fixtures.ts). Declared here, with `server`, so every spec has the same
   * worker fixtures and Playwright never restarts a worker to switch between them.
   */
  hostileServer: TestServer & { databasePath: string };
}

interface TestFixtures {
  /** Console errors and uncaught page errors seen during the test; most tests assert it stays empty. */
  consoleErrors: string[];
  /**
   * Whether the app's background download for offline reading runs once a service worker controls the page. Off
   * unless a test is about it (`test.use({ backgroundDownload: true })`): its ~55 requests cost CPU in every
   * service-worker test and would race a test's own offline window. Off means the browser's Data Saver hint is on,
   * which the app honours (src/app/prefetch-offline-content.ts).
   */
  backgroundDownload: boolean;
  /**
   * Ends any fault a test put on the worker's server (`server.faults`) and gives it back the machine's clock, so the
   * next test meets a sound network and the time it fixes itself.
   */
  serverReset: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'sasuma-e2e-'));
      // E2E_DIST_DIR lets parallel work test its own build (`vite build --outDir ...`) without sharing dist/.
      const distDir = process.env.E2E_DIST_DIR ?? 'dist';
      const databasePath = join(dir, 'test.db');
      const server = await startTestServer({ port: 0, databasePath, distDir });
      await use(Object.assign(server, { databasePath }));
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  hostileServer: [
    async ({}, use) => {
      const server = await startHostileServer(process.env.E2E_DIST_DIR ?? 'dist');
      await use(server);
      await server.close();
      rmSync(server.dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  serverReset: [
    async ({ server }, use) => {
      await use();
      server.faults.clear();
      server.clock.unpin();
    },
    { auto: true },
  ],
  backgroundDownload: [false, { option: true }],
  context: async ({ context, backgroundDownload }, use) => {
    if (!backgroundDownload) await withoutBackgroundDownload(context);
    await use(context);
  },
  // A page shows its HTML (the server's render, the build's copy, or the worker's) until the app has hydrated it or
  // rendered over the shell (docs/start-up.md): every goto and reload waits for the app, so a test never acts on
  // HTML whose handlers are not there yet.
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // With its source: "Failed to load resource" names no URL of its own.
      const { url } = message.location();
      if (message.type() === 'error') errors.push(url ? `${message.text()} (${url})` : message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** Pixel 7's screen, touch and user agent (its browser is the suite's): the phone of the viewport-dependent tests. */
const { defaultBrowserType: _pixelBrowser, ...phone } = devices['Pixel 7'];
export { phone };

/**
 * Declares the tests of `body` twice, on the desktop and on a phone (`test.use(phone)`), in the same workers as every
 * other test: for what a phone's screen changes. A test tells which it runs on by the `isMobile` fixture.
 */
export function onDesktopAndPhone(body: () => void) {
  test.describe('desktop', () => {
    body();
  });

  test.describe('phone', () => {
    test.use(phone);
    body();
  });
}

/**
 * Makes `page.goto` and `page.reload` wait until the app is in charge of the page (`#root[data-started]`: a rendered
 * page hydrated, or the shell rendered over), and counts the page's
 * requests in flight for `whileOffline`. The fixture's page has it; a page of a context a test launched itself
 * (a persistent profile) gets it here.
 */
export function waitingForTheApp(page: Page): Page {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  requestsInFlight.set(page, { count: () => inFlight, quietFor: () => Date.now() - lastChange });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // The app's own mark, once its first render is on screen (src/start/client.tsx).
  const appInCharge = () =>
    page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return !root || root.dataset.started !== undefined;
      },
      undefined,
      { polling: 50 },
    );
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appInCharge();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appInCharge();
    return response;
  };
  return page;
}

/**
 * Opens the footer's "saved for offline" view (its button's accessible name is `name`) with the keyboard, and returns
 * the view. Not a click: the footer sits below sections that fill in as their data arrives (on home it moves down by
 * about 2,000 px in the first second), and a click aimed at where it was lands on whatever took its place.
 */
export async function openSavedView(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
  return page.getByRole('dialog', { name });
}

/**
 * Fixes the browser's clock (`page.clock.setFixedTime`: timers keep running) and the server's at one instant, so what
 * the server decides (an application's dates, the feed's week) and what the page shows agree.
 */
export async function fixClock(page: Page, server: Pick<TestServer, 'clock'>, at: Date) {
  await page.clock.setFixedTime(at);
  server.clock.pin(at);
}

/** Waits until the service worker controls the page, so later requests go through its caches. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
}

/**
 * The page's requests that have started and not yet finished or failed, and how long ago one last started or ended
 * (the `page` fixture counts them).
 */
const requestsInFlight = new WeakMap<Page, { count: () => number; quietFor: () => number }>();

/**
 * How long the page's network must have been idle before a test cuts it: a chunk that has just come asks for the chunks
 * it imports a moment later (after it is parsed), so "none in flight" alone can fall between the two.
 */
const QUIET_MS = 300;

/**
 * Runs `action` with the network off and proves the server received no request meanwhile. It goes offline once the
 * page's network has been idle for `QUIET_MS`: a chunk the app was still fetching when the test cut the network (a part
 * loaded when the browser is idle) reached the server inside the window, a race in the test, not a request made offline.
 */
export async function whileOffline(
  page: Page,
  server: Pick<TestServer, 'requests'>,
  action: () => Promise<void>,
) {
  const context = page.context();
  const requests = requestsInFlight.get(page);
  if (requests)
    await expect
      .poll(() => requests.count() === 0 && requests.quietFor() >= QUIET_MS, {
        message: `no request in flight for ${QUIET_MS} ms before going offline`,
      })
      .toBe(true);
  await context.setOffline(true);
  // A request the page began between that count and the emulation taking hold (a chunk imported once the page is
  // shown) was made online: it may reach the server a moment later, a race in the test, not a request made offline.
  // Its start is reported before the emulation's answer; once it has ended the window opens.
  if (requests) await expect.poll(requests.count, { message: 'requests begun before going offline' }).toBe(0);
  const before = server.requests.length;
  try {
    await action();
  } finally {
    // Chromium's service-worker update check (a GET of /sw.js) is made by the browser process, which Playwright's
    // offline emulation does not cover; it serves no page content, and a real offline device cannot make it.
    const during = server.requests.slice(before).filter((r) => !(r.method === 'GET' && r.path === '/sw.js'));
    await context.setOffline(false);
    expect(during, 'the server must see no request while offline').toEqual([]);
  }
}

/**
 * Turns the app's background download for offline reading off in `context` (the browser's Data Saver hint, which the
 * app honours): what the `context` fixture does unless a test asks for the download, for a context a test launched
 * itself (a persistent profile). Left on, its requests went on through the worker after the test cut the network,
 * and reached the server inside an offline window.
 */
export async function withoutBackgroundDownload(context: BrowserContext) {
  await context.addInitScript(() => {
    const network = (window as unknown as { NetworkInformation?: { prototype: object } }).NetworkInformation;
    if (network)
      Object.defineProperty(network.prototype, 'saveData', { get: () => true, configurable: true });
  });
}
