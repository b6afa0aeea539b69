import type { Page } from '@playwright/test';
import { at, suiteNow } from './dates';
import { expect, fixClock, test, waitForServiceWorker, whileOffline } from './fixtures';
import { waitForSavedCopy } from './saved-copy';

test.use({ serviceWorkers: 'allow' });

test.describe('offline', () => {
  test('[OFF-03] a page seen online shows its data offline after a cold restart', async ({
    page,
    server,
  }) => {
    await page.goto('/avisosecomunicados');
    const firstNotice = page.locator('.item-list a').first();
    await expect(firstNotice).toBeVisible();
    const title = await firstNotice.innerText();
    await waitForServiceWorker(page);
    // Drop the service worker's API cache: what shows offline must come from the persisted query cache.
    await page.evaluate(() => caches.delete('sasuma-api-v1'));
    // The persister batches its writes: the "cold start" below must find the list in the saved copy.
    await waitForSavedCopy(page, ['notices', 'list', { lang: 'pt', page: 1 }]);

    await whileOffline(page, server, async () => {
      await page.goto('/avisosecomunicados');
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      // Chromium answers the build's chunks straight from the precache (src/sw/static-routes.ts), without the
      // worker's fetch handler: the resource timings say where each came from.
      const chunkSources = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map(
            (entry) =>
              (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
          ),
      );
      expect(chunkSources.length).toBeGreaterThan(5);
      expect(new Set(chunkSources)).toEqual(new Set(['cache']));
    });
  });

  test('[OFF-02] API GETs are kept in the service worker cache and answered from it offline', async ({
    page,
    server,
  }) => {
    const dropPersistedQueries = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase('sasuma');
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      );
    await page.goto('/equipa');
    await waitForServiceWorker(page);
    // With the persisted copy gone, the reload must fetch: through the worker's stale-while-revalidate route.
    await dropPersistedQueries();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Equipa' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('sasuma-api-v1')).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
      .toContain('/api/sas/equipa');
    // Offline, with no persisted copy either, the data can only come from the worker's cache.
    await dropPersistedQueries();
    await whileOffline(page, server, async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Equipa' })).toBeVisible();
      await expect(page.getByText('Responsável')).toBeVisible();
    });
  });

  test("[OFF-03] [START-05] a start from the icon offline paints home's last copy before the app has started; the app then shows the next meal from the saved data", async ({
    page,
    server,
  }) => {
    // A fixed clock (timers run as usual): the next meal seen online is still the next one offline.
    await fixClock(page, server, at(suiteNow(), 10));
    // When home's content first shows: was the app started yet? The copy holds nothing of the clock (the next meal
    // comes with the app: the copy may be days old).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector('.home-banner h1');
        const root = document.getElementById('root');
        if (!heading || !root) return;
        observer.disconnect();
        Object.assign(window, { firstPaint: { appStarted: root.dataset.started !== undefined } });
      }).observe(document, { childList: true, subtree: true });
    });
    const firstPaint = () => page.evaluate(() => (window as { firstPaint?: object }).firstPaint);

    await page.goto('/');
    const dish = await page.locator('.today-canteen__dishes li').first().innerText();
    await waitForServiceWorker(page);
    await waitForSavedCopy(page, ['menu'], ['restaurants']);
    await expect.poll(() => pageCopies(page)).toContain('/');
    await whileOffline(page, server, async () => {
      const response = await page.goto('/');
      expect(response?.fromServiceWorker()).toBe(true);
      expect(await firstPaint()).toEqual({ appStarted: false });
      await expect(page.locator('#root[data-started]')).toHaveCount(1);
      await expect(page.locator('.today-canteen__dishes li').first()).toHaveText(dish);
      await expect(page.locator('.today-canteen .data-age')).toHaveText(/^Sem ligação: cópia guardada há /);
      await expect(page.getByRole('heading', { name: 'Quem somos' })).toBeVisible();
    });
  });

  test("[START-05] a start from the icon offline on the food page and on an English notice shows that page's last copy, in its language", async ({
    page,
    server,
  }) => {
    await fixClock(page, server, at(suiteNow(), 10));
    const notice = '/en/avisosecomunicados/aviso-05-2024-encerramento-carnaval';
    await page.goto('/alimentacao');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    const firstRow = (await table.getByRole('row').nth(1).textContent()) ?? '';
    await waitForServiceWorker(page);
    await page.goto(notice);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    await waitForSavedCopy(page, ['notices', 'detail']);
    await expect.poll(() => pageCopies(page)).toEqual(expect.arrayContaining(['/alimentacao', notice]));
    await whileOffline(page, server, async () => {
      expect((await page.goto('/alimentacao'))?.fromServiceWorker()).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toHaveText(firstRow);
      await expect(page.locator('#root[data-started]')).toHaveCount(1);
      await page.goto(notice);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  });

  test('[OFF-17] offline, the worker answers an English route with the English shell: English before the app starts', async ({
    page,
    context,
    server,
  }) => {
    await page.goto('/en/equipa');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await waitForServiceWorker(page);
    await waitForSavedCopy(page, ['team', 'list']);
    // The document as parsed, before the app's scripts run: the document is interactive before its deferred (module)
    // scripts run.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { parsed: unknown }).parsed = {
          lang: document.documentElement.lang,
          title: document.title,
          nav: [...document.querySelectorAll('.site-nav a')].map((link) => [
            link.getAttribute('href'),
            link.textContent,
          ]),
          manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
          react: document.getElementById('root')?.dataset.started !== undefined,
        };
      });
    });
    const parsed = () => page.evaluate(() => (window as unknown as { parsed: unknown }).parsed);

    await whileOffline(page, server, async () => {
      const response = await page.goto('/en/equipa');
      expect(response?.fromServiceWorker()).toBe(true);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<a href="/en/bolsasdeestudo">Scholarships</a>');
      expect(await parsed()).toEqual({
        lang: 'en',
        title: 'SASUMA — Social Action Services of the University of Madeira',
        nav: [
          ['/en/bolsasdeestudo', 'Scholarships'],
          ['/en/alimentacao', 'Food'],
          ['/en/alojamento', 'Accommodation'],
          ['/en/avisosecomunicados', 'Notices and Communiqués'],
          ['/en/noticiassas', 'News'],
          ['/en/documentacao', 'Documentation'],
        ],
        manifest: '/en/manifest.webmanifest',
        react: false,
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

      // A route the build writes as HTML is the shell offline too, in its language; Portuguese stays Portuguese.
      expect(await (await page.goto('/en/alimentacao'))?.text()).toContain('<html lang="en">');
      const portuguese = await page.goto('/equipa');
      expect(portuguese?.fromServiceWorker()).toBe(true);
      expect(await portuguese?.text()).toContain('<html lang="pt">');
      expect(await parsed()).toMatchObject({ lang: 'pt', manifest: '/manifest.webmanifest' });
    });
  });
});

/** The pages the service worker keeps a copy of (path and query). */
const pageCopies = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('sasuma-pages-v1')).keys()).map(
      (r) => new URL(r.url).pathname + new URL(r.url).search,
    ),
  );
