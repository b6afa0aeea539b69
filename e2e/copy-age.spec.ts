import { expect, test, waitForServiceWorker, whileOffline } from './fixtures';

// The worker's copies and the page share the machine's clock here (a fixed page clock would be days from the
// worker's): the page's clock starts now and is moved on.
test.use({ serviceWorkers: 'allow', backgroundDownload: true });

const languages = [
  {
    lang: 'pt',
    prefix: '',
    minute: 'Sem ligação: cópia guardada há 1 minuto.',
    hours: 'Sem ligação: cópia guardada há aproximadamente 5 horas.',
  },
  {
    lang: 'en',
    prefix: '/en',
    minute: 'Offline: copy saved 1 minute ago.',
    hours: 'Offline: copy saved about 5 hours ago.',
  },
] as const;

const routes = ['/', '/alimentacao', '/avisosecomunicados', '/noticiassas', '/documentacao', '/equipa'];

for (const l of languages) {
  test(`[TRUE-01] ${l.lang}: offline, every list and a cold start say how old the copy is since it was fetched, 70 s and then 5 h later`, async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await page.goto(l.prefix || '/');
    await waitForServiceWorker(page);
    // Set by the background download once every list and detail of this language was asked for.
    await expect(page.locator('html')).toHaveAttribute('data-offline-saved', `${l.lang}:done`, {
      timeout: 20_000,
    });
    await whileOffline(page, server, async () => {
      for (const [later, words] of [
        [70_000, l.minute],
        ['05:00:00', l.hours],
      ] as const) {
        await page.clock.fastForward(later);
        for (const path of routes) {
          await page.goto(path === '/' ? l.prefix || '/' : `${l.prefix}${path}`);
          // Every view of saved data on the page: none got younger by being read from the worker's copy.
          await expect(page.locator('.data-age').first(), path).toHaveText(words);
          for (const note of await page.locator('.data-age').all())
            await expect(note, path).toHaveText(words);
        }
      }
      // A cold start from the icon: a new page, the copies read afresh.
      const cold = await context.newPage();
      await cold.goto(l.prefix || '/');
      await expect(cold.locator('.data-age').first()).toHaveText(l.hours);
      await cold.close();
    });
  });
}
