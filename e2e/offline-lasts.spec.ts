import type { BrowserContext, Page } from '@playwright/test';
import { addDays, at, serverWeek } from './dates';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  openSavedView,
  test,
  waitForServiceWorker,
  waitingForTheApp,
  whileOffline,
} from './fixtures';
import { ownServer } from './own-server';
import { waitForSavedCopy } from './saved-copy';

const languages = [
  {
    lang: 'pt',
    prefix: '',
    seeMenu: 'Ver a ementa da semana',
    update: 'Atualizar',
    saved: 'Guardado para offline',
    weeks: 'Ementas (semanas)',
  },
  {
    lang: 'en',
    prefix: '/en',
    seeMenu: "See the week's menu",
    update: 'Update',
    saved: 'Saved for offline',
    weeks: 'Menus (weeks)',
  },
] as const;

/** A start from the icon: home shows the next meal's dishes, the food page the week's tables. */
async function menuShowsOnAColdStart(page: Page, prefix: string) {
  await page.goto(prefix || '/');
  await expect(page.locator('.today-canteen__dishes li').first()).toBeVisible();
  await page.goto(`${prefix}/alimentacao`);
  await expect(page.getByRole('table').first()).toBeVisible();
}

/**
 * The saved-for-offline view's count of saved week menus, once it has read the saved copy. By the row's name: the
 * view lists the files it reads from the worker's caches as they come, and when they came before the saved copy was
 * read (a loaded machine), the second row was the PDFs' "0".
 */
async function savedWeeks(page: Page, name: string, rowName: string): Promise<number> {
  const view = await openSavedView(page, name);
  const weeks = view
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
    .getByRole('cell');
  await expect(weeks).toHaveText(/^\d+$/);
  await expect(view.getByRole('row', { name: /^Total/ })).toHaveText(/[1-9]/);
  const count = Number(await weeks.innerText());
  await page.keyboard.press('Escape');
  return count;
}

/** The worker's API cache (src/sw/data-routes.ts): the paths it holds. */
const workerCachePaths = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('sasuma-api-v1')).keys()).map((request) => new URL(request.url).pathname),
  );

test.use({ serviceWorkers: 'allow' });

for (const l of languages) {
  test(`[OFF-14] [OFF-15] ${l.lang}: after one online visit the menu still shows offline 65 s later with views refreshed, the next day, six days later, after a new version took over and with the browser reopened`, async ({
    playwright,
    launchOptions,
  }) => {
    test.setTimeout(120_000);
    const own = await ownServer();
    const profile = mkdtempSync(join(tmpdir(), 'sasuma-profile-'));
    // A browser profile on disk, so the browser can be closed and opened again with what the app saved.
    const open = (offline = false) =>
      playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        // Offline from its start: set later, a worker the first page starts could slip a request through first.
        offline,
        serviceWorkers: 'allow',
        locale: l.lang === 'pt' ? 'pt-PT' : 'en-GB',
        baseURL: own.server.url,
        viewport: { width: 390, height: 844 },
      });
    const firstPage = async (context: BrowserContext) =>
      waitingForTheApp(context.pages()[0] ?? (await context.newPage()));
    // 10:00 on the Wednesday of the server's current week.
    const wednesday = at(serverWeek()[2]!, 10);
    let context = await open();
    try {
      let page = await firstPage(context);
      await page.clock.install({ time: wednesday });
      own.server.clock.pin(wednesday);
      await page.goto(l.prefix || '/');
      await waitForServiceWorker(page);
      await expect(page.locator('html')).toHaveAttribute('data-offline-saved', `${l.lang}:done`, {
        timeout: 30_000,
      });
      await waitForSavedCopy(page, ['menu'], ['restaurants'], ['notices'], ['news']);
      // What home asked for before the worker controlled it is in the worker's cache too.
      expect(await workerCachePaths(page)).toEqual(
        expect.arrayContaining(['/api/ementas', '/api/restaurantes', '/api/docavisos', '/api/noticiassas']),
      );
      // A new version is published and downloaded; it waits for the student to accept it.
      appendFileSync(join(own.distDir, 'sw.js'), '\n// next version\n');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByRole('button', { name: l.update })).toBeVisible();
      // In Portuguese the worker's API cache is emptied: every refresh below fails, and only the saved query cache
      // can answer. In English both keep answers.
      if (l.lang === 'pt') await page.evaluate(() => caches.delete('sasuma-api-v1'));

      await whileOffline(page, own.server, async () => {
        // A minute past the answers' freshness: each view opened asks for its data again, offline.
        await page.clock.fastForward(65_000);
        await page.getByRole('link', { name: l.seeMenu }).click();
        await expect(page.getByRole('table').first()).toBeVisible();
        await page.locator('.site-header a.brand').click();
        await expect(page.locator('.today-canteen__dishes li').first()).toBeVisible();
        // What the view says is saved is what the next start restores (OFF-15): this week's and next week's menus.
        expect(await savedWeeks(page, l.saved, l.weeks)).toBe(2);
        await menuShowsOnAColdStart(page, l.prefix);
        expect(await savedWeeks(page, l.saved, l.weeks)).toBe(2);
        // The next day, and six days later (next week's menu, saved on Wednesday).
        await page.clock.setSystemTime(addDays(wednesday, 1));
        await menuShowsOnAColdStart(page, l.prefix);
        await page.clock.setSystemTime(addDays(wednesday, 6));
        await menuShowsOnAColdStart(page, l.prefix);
        // The student accepts the new version, still offline: it takes over what the old one saved.
        await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: l.update }).click()]);
        await menuShowsOnAColdStart(page, l.prefix);
      });

      // The browser is closed, and opened again from the icon with no network. The server is stopped as well: in a
      // browser just started, the offline emulation reaches the worker a moment after its first fetches (two of
      // home's refreshes reached the server here), and a stopped server answers nothing, as a phone offline gets.
      await context.close();
      await own.server.close();
      context = await open(true);
      page = await firstPage(context);
      await page.clock.install({ time: addDays(wednesday, 6) });
      await menuShowsOnAColdStart(page, l.prefix);
    } finally {
      await context.close();
      await own.server.close().catch(() => undefined);
      rmSync(own.dir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
