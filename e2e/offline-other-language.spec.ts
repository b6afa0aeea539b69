import { expect, test, waitForServiceWorker, whileOffline } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('[OFF-11] offline, the English food page after a Portuguese-only visit says its menu is not saved, never "Loading…" for good', async ({
  page,
  server,
}) => {
  await page.goto('/alimentacao');
  await expect(page.locator('.meal-table').first()).toBeVisible();
  await waitForServiceWorker(page);
  await whileOffline(page, server, async () => {
    await page.goto('/en/alimentacao');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food');
    await expect(page.locator('.week-menu').getByRole('alert')).toHaveText(
      'This menu is not saved on this device. Try again when you are online.',
    );
    await expect(
      page.getByRole('region', { name: 'Restaurants and snack bars' }).getByRole('alert'),
    ).toContainText('You are offline and this page has not been saved on this device yet.');
    await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
    // Home in English: whatever its sections say, none is loading for good.
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
  });
});
