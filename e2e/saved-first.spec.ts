import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForSavedCopy } from './saved-copy';

// page.route must see the app's API calls: no service worker in between.
test.use({ serviceWorkers: 'block' });

test('[OFF-19] with a saved copy, the food page, home and a notice show it while the API keeps them waiting, and after a failed refresh', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/avisosecomunicados');
  const notice = page.locator('.item-list a').first();
  const noticePath = await notice.getAttribute('href');
  const noticeTitle = page.getByRole('heading', { level: 1, name: await notice.innerText() });
  await notice.click();
  await expect(noticeTitle).toBeVisible();
  // The persister batches its writes: each page's answers are in the saved copy before the next page loads.
  await waitForSavedCopy(page, ['notices', 'detail']);
  await page.goto('/alimentacao');
  await expect(page.getByRole('table').first()).toBeVisible();
  await waitForSavedCopy(page, ['menu'], ['restaurants'], ['notices', 'detail']);
  await page.goto('/');
  await expect(page.locator('.today-canteen__dishes li').first()).toBeVisible();
  // A weak connection: the API takes the requests and answers none of them while the test looks. Held before the
  // clock moves: the timers the jump fires may refresh an answer at once, and one that came back would be fresh.
  const held: Route[] = [];
  await page.route('**/api/**', (route) => void held.push(route));
  // Ten minutes later every saved answer is due for a refresh.
  await page.clock.fastForward('10:00');
  await page.goto('/alimentacao');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.goto('/');
  await expect(page.locator('.today-canteen__dishes li').first()).toBeVisible();
  await page.goto(noticePath ?? '');
  await expect(noticeTitle).toBeVisible();
  // The refreshes were asked for, and are still waiting.
  expect(held.some((route) => route.request().url().includes('/api/ementas'))).toBe(true);
  expect(held.some((route) => route.request().url().includes('/api/restaurantes'))).toBe(true);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(held.map((route) => route.abort('timedout').catch(() => undefined)));

  // The API refuses the connection: the saved menu shows, and says the refresh failed.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/alimentacao');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByText(/Não foi possível atualizar/).first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
});
