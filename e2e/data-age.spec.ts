import { expect, test, whileOffline } from './fixtures';
import { waitForSavedCopySince } from './saved-copy';

// page.route must see the app's API calls: no service worker in between (offline-everywhere covers it).
test.use({ serviceWorkers: 'block' });

test('[OFF-12] [OFF-05] the saved copy says its age offline and ages; back online the view refreshes itself; a failed refresh keeps the data and offers a retry', async ({
  page,
  server,
}) => {
  await page.clock.install();
  await page.goto('/avisosecomunicados');
  const rows = page.locator('.notice-row');
  await expect(rows).toHaveCount(10);
  const note = page.locator('.data-age');
  await expect(note).toHaveCount(0);
  // (No service worker here, so no background download for offline reading: every request is the list's own.)

  let reconnectedAt = 0;
  await whileOffline(page, server, async () => {
    await expect(note).toHaveText('Sem ligação: cópia guardada há menos de um minuto.');
    await page.clock.fastForward('02:00:00');
    await expect(note).toHaveText('Sem ligação: cópia guardada há aproximadamente 2 horas.');
    await expect(rows).toHaveCount(10);
    reconnectedAt = await page.evaluate(() => Date.now());
  });

  // Back online the stale list was asked for again by itself, without a reload (the note hides as soon as the page
  // is online, before the answer is in): the app has saved the new copy, then offline once more, its copy is new.
  await expect(note).toHaveCount(0);
  await waitForSavedCopySince(page, reconnectedAt, ['notices', 'list']);
  await whileOffline(page, server, async () => {
    await expect(note).toHaveText('Sem ligação: cópia guardada há menos de um minuto.');
  });

  // A refresh that fails (the connection is refused) keeps the list and says so, with a retry.
  await page.route('**/api/docavisos?**', (route) => route.abort('connectionrefused'));
  await page.clock.fastForward('01:00:00');
  // What a phone does when the student comes back to the app (TanStack listens on window).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  // The app retries a network failure twice (1 s, then 2 s apart) before it reports it.
  await page.clock.runFor(5_000);
  await expect(note).toHaveText(
    'Não foi possível atualizar: está a ver a cópia guardada há aproximadamente 1 hora. Tentar novamente',
  );
  await expect(rows).toHaveCount(10);

  await page.unroute('**/api/docavisos?**');
  const before = server.requests.length;
  await note.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect
    .poll(() => server.requests.slice(before).some((r) => r.path.startsWith('/api/docavisos?limit=10&')))
    .toBe(true);
  await expect(note).toHaveCount(0);
  await expect(rows).toHaveCount(10);
});
