import { expect, test, waitForServiceWorker, whileOffline } from './fixtures';
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
});
