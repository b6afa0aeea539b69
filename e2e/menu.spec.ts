import { addDays, format, isSaturday, isSunday, startOfWeek } from 'date-fns';
import { enGB, pt } from 'date-fns/locale';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The server's current week (docs/api.md): the week holding today; on a Sunday the one starting the next day.
function serverWeek(now = new Date()): Date[] {
  const monday = startOfWeek(isSunday(now) ? addDays(now, 1) : now, { weekStartsOn: 1 });
  return [0, 1, 2, 3, 4, 5].map((offset) => addDays(monday, offset));
}
// Late on Saturday the app already shows next week as the current one; the server's week is one slide back.
const appIsAWeekAhead = () => {
  const now = new Date();
  return isSaturday(now) && now.getHours() >= 21;
};

const languages = [
  {
    lang: 'pt',
    prefix: '',
    locale: pt,
    lunch: 'Almoço',
    dinner: 'Jantar',
    prev: 'Semana anterior',
    next: 'Semana seguinte',
    empty: 'Sem ementas disponíveis para o dia e refeição selecionada',
    share: 'Partilhar esta ementa',
    copied: 'Ligação copiada para a área de transferência.',
    soup: 'Sopa',
  },
  {
    lang: 'en',
    prefix: '/en',
    locale: enGB,
    lunch: 'Lunch',
    dinner: 'Dinner',
    prev: 'Previous week',
    next: 'Next week',
    empty: 'No menu available for the selected day and meal',
    share: 'Share this menu',
    copied: 'Link copied to the clipboard.',
    soup: 'Soup',
  },
] as const;
type Language = (typeof languages)[number];

const dayButton = (page: Page, language: Language, day: Date) =>
  page.getByRole('button', { name: format(day, 'PPPP', { locale: language.locale }), exact: true });

async function openServerWeek(page: Page, language: Language) {
  if (appIsAWeekAhead()) await page.getByRole('button', { name: language.prev }).click();
}

test.describe('weekly menu', () => {
  test(
    `[MENU-01] [MENU-02] [MENU-03] [MENU-04] week carousel`,
    { tag: '@phone' },
    async ({ page, server, consoleErrors }, testInfo) => {
      for (const language of languages) {
        await test.step(language.lang, async () => {
          await page.goto(`${language.prefix}/alimentacao`);
          const week = appIsAWeekAhead() ? serverWeek(addDays(new Date(), 2)) : serverWeek();
          for (const day of week) await expect(dayButton(page, language, day)).toBeVisible();
          const monday = dayButton(page, language, week[0]!);
          await expect(monday).toContainText(format(week[0]!, 'd'));
          await expect(monday).toContainText(format(week[0]!, 'MMMM', { locale: language.locale }), {
            ignoreCase: true,
          });
          const weekday = testInfo.project.name === 'phone' ? 'EEE' : 'EEEE';
          await expect(monday).toContainText(format(week[0]!, weekday, { locale: language.locale }), {
            ignoreCase: true,
          });
          // No Sunday in the carousel.
          await expect(dayButton(page, language, addDays(week[0]!, -1))).toHaveCount(0);

          const prev = page.getByRole('button', { name: language.prev });
          const next = page.getByRole('button', { name: language.next });
          if (testInfo.project.name === 'phone') {
            await expect(prev).toBeHidden();
            await expect(next).toBeHidden();
            return;
          }
          // The current week is the last slide (index 4): "next" is disabled there.
          await expect(next).toBeDisabled();
          await expect(prev).toBeEnabled();
          for (let weeksBack = 1; weeksBack <= 4; weeksBack += 1) {
            await prev.click();
            const sunday = addDays(week[0]!, -1 - 7 * weeksBack);
            const startdate = format(sunday, 'yyyyMMdd');
            const enddate = format(addDays(sunday, 6), 'yyyyMMdd');
            await expect(dayButton(page, language, addDays(sunday, 1))).toBeVisible();
            await expect
              .poll(() =>
                server.requests.some(
                  (r) =>
                    r.path.startsWith('/api/ementas?') &&
                    r.path.includes(`startdate=${startdate}`) &&
                    r.path.includes(`enddate=${enddate}`) &&
                    r.path.includes(`idioma=${language.lang}`),
                ),
              )
              .toBe(true);
            await expect(next).toBeEnabled();
          }
          // Index 0, four weeks back: "previous" is disabled.
          await expect(prev).toBeDisabled();
          for (let step = 0; step < 4; step += 1) await next.click();
          await expect(next).toBeDisabled();
          await expect(prev).toBeEnabled();
          await expect(dayButton(page, language, week[0]!)).toBeVisible();
          expect(consoleErrors).toEqual([]);
        });
      }
    },
  );

  test('[MENU-05] [MENU-06] [MENU-08] [MENU-11] default day, lunch/dinner switch and one table per restaurant', async ({
    page,
    consoleErrors,
  }) => {
    const language = languages[0];
    await page.goto('/alimentacao');
    const now = new Date();
    // Today, but on Sunday or after the last dinner (21:00) the next day (all Mon-Sat days have lunch in the seed).
    let expected = now;
    if (isSunday(now) || now.getHours() >= 21) expected = addDays(now, isSaturday(now) ? 2 : 1);
    if (isSunday(expected)) expected = addDays(expected, 1);
    await expect(dayButton(page, language, expected)).toHaveAttribute('aria-pressed', 'true');

    const meals = page.getByRole('group', { name: 'Refeição' });
    await expect(meals.getByRole('button', { name: 'Almoço' })).toHaveAttribute('aria-pressed', 'true');
    await expect(meals.getByRole('button', { name: 'Jantar' })).toHaveAttribute('aria-pressed', 'false');

    // Tuesday of the server's week: both restaurants serve lunch and dinner.
    await openServerWeek(page, language);
    await dayButton(page, language, serverWeek()[1]!).click();
    const canteen = page.getByRole('table', { name: 'Cantina da Penteada' });
    const academic = page.getByRole('table', { name: 'Restaurante Académico' });
    await expect(canteen).toBeVisible();
    await expect(academic).toBeVisible();
    await expect(canteen.getByRole('rowheader', { name: 'Sopa' })).toBeVisible();
    await expect(canteen.getByRole('img', { name: 'Sopa' })).toBeVisible();
    await expect(canteen.getByRole('rowheader', { name: 'Prato de carne' })).toBeVisible();
    // Only known labels, each row with a dish (null courses are left out).
    const labels = [
      'Sopa',
      'Prato de carne',
      'Prato de peixe',
      'Vegetariano',
      'Acompanhamento',
      'Sandes do dia',
      'Salada do dia',
      'Sobremesa',
    ];
    for (const header of await canteen.getByRole('rowheader').allInnerTexts()) {
      expect(labels).toContain(header.trim());
    }
    for (const cell of await canteen.getByRole('cell').allInnerTexts()) expect(cell.trim()).not.toBe('');
    const lunch = await canteen.innerText();

    await meals.getByRole('button', { name: 'Jantar' }).click();
    await expect(meals.getByRole('button', { name: 'Jantar' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => canteen.innerText()).not.toBe(lunch);
    await meals.getByRole('button', { name: 'Almoço' }).click();
    await expect.poll(() => canteen.innerText()).toBe(lunch);
    expect(consoleErrors).toEqual([]);
  });

  test(`[MENU-07] the Wednesday without dinner shows the empty state`, async ({ page }) => {
    for (const language of languages) {
      await test.step(language.lang, async () => {
        await page.goto(`${language.prefix}/alimentacao`);
        await openServerWeek(page, language);
        await dayButton(page, language, serverWeek()[2]!).click();
        await expect(page.getByRole('table').first()).toBeVisible();
        await page.getByRole('button', { name: language.dinner, exact: true }).click();
        await expect(page.getByText(language.empty, { exact: true })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await page.getByRole('button', { name: language.lunch, exact: true }).click();
        await expect(page.getByRole('table').first()).toBeVisible();
        await expect(page.getByText(language.empty, { exact: true })).toHaveCount(0);
      });
    }
  });

  test(`[MENU-12] share without Web Share copies a link that opens that day and meal`, async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    for (const language of languages) {
      await test.step(language.lang, async () => {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
          Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
        });
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(`${language.prefix}/alimentacao`);
        await openServerWeek(page, language);
        const tuesday = serverWeek()[1]!;
        await dayButton(page, language, tuesday).click();
        await page.getByRole('button', { name: language.dinner, exact: true }).click();
        await page.getByRole('button', { name: language.share }).click();
        await expect(page.getByRole('status').filter({ hasText: language.copied })).toBeVisible();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        expect(link).toBe(
          `${baseURL}${language.prefix}/alimentacao?dia=${format(tuesday, 'yyyy-MM-dd')}&refeicao=jantar`,
        );

        await page.goto('about:blank');
        await page.goto(link);
        await expect(dayButton(page, language, tuesday)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('button', { name: language.dinner, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.getByRole('table').first()).toBeVisible();

        // A day outside the carousel is ignored; the meal still applies.
        await page.goto(`${language.prefix}/alimentacao?dia=2020-01-06&refeicao=jantar`);
        await expect(page.getByRole('button', { name: language.dinner, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.getByRole('button', { pressed: true, name: /2020/ })).toHaveCount(0);
        await expect(page.getByRole('group').getByRole('button', { pressed: true })).toHaveCount(1);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});

test('[MENU-12] with the Web Share API the day and meal link is handed to the share sheet', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  const language = languages[1];
  await page.goto('/en/alimentacao');
  await openServerWeek(page, language);
  const saturday = serverWeek()[5]!;
  await dayButton(page, language, saturday).click();
  await page.getByRole('button', { name: language.share }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toBe(`${baseURL}/en/alimentacao?dia=${format(saturday, 'yyyy-MM-dd')}&refeicao=almoco`);
  await expect(page.getByRole('status').filter({ hasText: language.copied })).toHaveCount(0);
});
