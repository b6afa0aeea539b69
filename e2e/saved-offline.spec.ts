import { expect, openSavedView, test } from './fixtures';

test.use({ serviceWorkers: 'allow', backgroundDownload: true });

test('[OFF-13] the saved-for-offline view lists the saved sections and the storage used', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  // Opened while the background download runs: the view follows it as it goes.
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Guardado para offline' });
  const view = await openSavedView(page, 'Guardado para offline');
  await expect(view).toBeVisible();
  // Set by the background download when every list, detail and picture of PT is saved. Its pace is the app's (idle
  // time, two requests at a time, the service worker's first install): as long as offline-everywhere allows it.
  await expect(page.locator('html[data-offline-saved="pt:done"]')).toBeAttached({ timeout: 20_000 });
  const count = (row: string) =>
    view.getByRole('row', { name: row }).getByRole('cell').innerText().then(Number);
  for (const row of [
    'Ementas (semanas)',
    'Avisos e Comunicados',
    'Notícias',
    'Bolsas de Estudo',
    'Documentação',
    'Equipa',
    'Imagens',
  ]) {
    await expect.poll(() => count(row), { message: row }).toBeGreaterThan(0);
  }
  await expect(view.getByRole('row', { name: /^Total/ })).toHaveText(/Total\s*\d+ itens/);
  await expect(view.getByText(/^Espaço usado: [\d ,]+ [MG]B de [\d ,]+ [MG]B$/)).toBeVisible();
  await expect(view.getByText(/^Todos os conteúdos principais estão guardados\.$/)).toBeVisible();
  await expect(view.getByText(/^Armazenamento (não )?persistente/)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
