import { addDays, format, isSunday, setHours, startOfWeek } from 'date-fns';
import { enGB, pt } from 'date-fns/locale';
import { expect, test, waitForServiceWorker, whileOffline } from './fixtures';
import { waitForSavedCopy } from './saved-copy';

test.use({ serviceWorkers: 'allow' });

// The server's current week (docs/api.md): the week holding today; on a Sunday the one starting the next day.
function serverWeek(now = new Date()): Date[] {
  const monday = startOfWeek(isSunday(now) ? addDays(now, 1) : now, { weekStartsOn: 1 });
  return [0, 1, 2, 3, 4, 5].map((offset) => addDays(monday, offset));
}

const languages = [
  {
    lang: 'pt',
    home: '/',
    food: '/alimentacao',
    locale: pt,
    meals: ['Almoço', 'Jantar'],
    prev: 'Semana anterior',
    empty: 'Sem ementas disponíveis para o dia e refeição selecionada',
    closed: 'Encerrado nesta refeição',
    offlineCopy: 'Sem ligação: cópia guardada há',
  },
  {
    lang: 'en',
    home: '/en',
    food: '/en/alimentacao',
    locale: enGB,
    meals: ['Lunch', 'Dinner'],
    prev: 'Previous week',
    empty: 'No menu available for the selected day and meal',
    closed: 'Closed for this meal',
    offlineCopy: /^Offline: copy saved .* ago\.$/,
  },
] as const;

test.describe('menu offline', () => {
  test(`[OFF-04] [MENU-10] [UX-02] after one visit home, every day and meal of the week reads offline`, async ({
    page,
    server,
  }) => {
    for (const language of languages) {
      await test.step(language.lang, async () => {
        // Noon on Wednesday of the server's week, so the app's current week is the server's.
        await page.clock.setFixedTime(setHours(serverWeek()[2]!, 12));
        await page.goto(language.home);
        await expect(page.getByRole('group', { name: /Refeição|Meal/ })).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
        await waitForServiceWorker(page);
        // The next week is prefetched too (not shown in the carousel, but read from the cache later).
        const nextSunday = format(addDays(serverWeek()[0]!, 6), 'yyyyMMdd');
        await expect
          .poll(() => server.requests.some((r) => r.path.includes(`startdate=${nextSunday}`)))
          .toBe(true);
        // Online, the offline-copy note is not shown.
        await expect(page.getByText(language.offlineCopy)).toHaveCount(0);
        // Both weeks are in the saved copy (the persister batches its writes) before the network goes.
        const thisSunday = format(addDays(serverWeek()[0]!, -1), 'yyyyMMdd');
        await waitForSavedCopy(
          page,
          ['menu', 'week', { lang: language.lang, startdate: thisSunday }],
          ['menu', 'week', { lang: language.lang, startdate: nextSunday }],
        );

        await whileOffline(page, server, async () => {
          await page.goto(language.food);
          await expect(page.getByText(language.offlineCopy)).toBeVisible();
          // Every day and meal in Portuguese; in English the first day (the other language's routes offline: OFF-11).
          const days = language.lang === 'pt' ? serverWeek() : serverWeek().slice(0, 1);
          for (const [index, day] of days.entries()) {
            const name = format(day, 'PPPP', { locale: language.locale });
            // Not exact: today's button adds "(hoje)" / "(today)".
            await page.getByRole('button', { name }).click();
            await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
            for (const meal of language.meals) {
              await page.getByRole('button', { name: meal, exact: true }).click();
              const tables = page.getByRole('table');
              const empty = page.getByText(language.empty, { exact: true });
              if (index === 2 && meal === language.meals[1]) {
                // Wednesday dinner: the server published none: "no menu", not "not saved".
                await expect(empty).toBeVisible();
                await expect(tables).toHaveCount(0);
              } else if (index === 5 && meal === language.meals[1]) {
                // Saturday dinner: no restaurant serves it.
                await expect(empty).toBeVisible();
                await expect(page.getByText(language.closed).first()).toBeVisible();
              } else {
                await expect(tables.or(empty).first()).toBeVisible();
                await expect(tables.first()).toBeVisible();
              }
            }
          }
          // Next week, saved by the prefetch, opens offline from a link too.
          const nextMonday = addDays(serverWeek()[0]!, 7);
          await page.goto(`${language.food}?dia=${format(nextMonday, 'yyyy-MM-dd')}`);
          await expect(
            page.getByRole('button', { name: format(nextMonday, 'PPPP', { locale: language.locale }) }),
          ).toHaveAttribute('aria-pressed', 'true');
          await expect(page.getByRole('table').first()).toBeVisible();
        });
      });
    }
  });
});
