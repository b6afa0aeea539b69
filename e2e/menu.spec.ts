import { addDays, at, enGB, format, pt, serverWeek } from './dates';
import type { Page } from '@playwright/test';
import { expect, fixClock, onDesktopAndPhone, test } from './fixtures';

// The default day and meal follow the clock (fixClock: the page's and the server's, timers keep running).
/** Noon on Wednesday of the server's week: lunch is being served, so the app opens on that day's lunch. */
const wednesdayNoon = () => at(serverWeek()[2]!, 12);

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
    closed: 'Encerrado nesta refeição',
    closedAllDay: 'Encerrado neste dia',
    notPublished: 'Ementa ainda não publicada',
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
    closed: 'Closed for this meal',
    closedAllDay: 'Closed all day',
    notPublished: 'Menu not published yet',
    share: 'Share this menu',
    copied: 'Link copied to the clipboard.',
    soup: 'Soup',
  },
] as const;
type Language = (typeof languages)[number];

// Not exact: today's button adds "(hoje)" / "(today)" to the date.
const dayButton = (page: Page, language: Language, day: Date) =>
  page.getByRole('button', { name: format(day, 'PPPP', { locale: language.locale }) });

onDesktopAndPhone(() => {
  test(`[MENU-01] [MENU-02] [MENU-03] [MENU-04] [LAW-02] week carousel, its arrows on a phone too`, async ({
    page,
    server,
    consoleErrors,
    isMobile,
  }) => {
    for (const language of languages) {
      await test.step(language.lang, async () => {
        await fixClock(page, server, wednesdayNoon());
        await page.goto(`${language.prefix}/alimentacao`);
        const week = serverWeek();
        for (const day of week) await expect(dayButton(page, language, day)).toBeVisible();
        const monday = dayButton(page, language, week[0]!);
        await expect(monday).toContainText(format(week[0]!, 'd'));
        await expect(monday).toContainText(format(week[0]!, 'MMMM', { locale: language.locale }), {
          ignoreCase: true,
        });
        const weekday = isMobile ? 'EEE' : 'EEEE';
        await expect(monday).toContainText(format(week[0]!, weekday, { locale: language.locale }), {
          ignoreCase: true,
        });
        // No Sunday in the carousel.
        await expect(dayButton(page, language, addDays(week[0]!, -1))).toHaveCount(0);

        // On a phone too: swiping is not the only way to another week (WCAG 2.5.7, LAW-02).
        const prev = page.getByRole('button', { name: language.prev });
        const next = page.getByRole('button', { name: language.next });
        await expect(prev).toBeInViewport();
        await expect(next).toBeInViewport();
        // ...and the page keeps the screen's width (a slider sized by its own slides grew the page without end).
        const root = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(await root()).toBeLessThanOrEqual(0);
        // Next week is the last slide (index 5): reachable from the current week, then "next" is disabled.
        await expect(next).toBeEnabled();
        await next.click();
        await expect(dayButton(page, language, addDays(week[0]!, 7))).toBeVisible();
        await expect(next).toBeDisabled();
        await prev.click();
        await expect(dayButton(page, language, week[0]!)).toBeVisible();
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
        await expect(next).toBeEnabled();
        await expect(dayButton(page, language, week[0]!)).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });
    }
  });
});

test.describe('weekly menu', () => {
  test('[MENU-05] [MENU-06] [MENU-08] [MENU-11] default day, lunch/dinner switch and one table per restaurant', async ({
    page,
    server,
    consoleErrors,
  }) => {
    const language = languages[0];
    await fixClock(page, server, wednesdayNoon());
    await page.goto('/alimentacao');
    const wednesday = dayButton(page, language, serverWeek()[2]!);
    await expect(wednesday).toHaveAttribute('aria-pressed', 'true');
    // Today is marked apart from the selected day.
    await expect(wednesday).toHaveAttribute('aria-current', 'date');
    await expect(wednesday).toContainText('Hoje');
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);

    const meals = page.getByRole('group', { name: 'Refeição' });
    await expect(meals.getByRole('button', { name: 'Almoço' })).toHaveAttribute('aria-pressed', 'true');
    await expect(meals.getByRole('button', { name: 'Jantar' })).toHaveAttribute('aria-pressed', 'false');

    // Tuesday of the server's week: both restaurants serve lunch; only the canteen serves dinner.
    await dayButton(page, language, serverWeek()[1]!).click();
    await expect(page.locator('[aria-current="date"]')).toHaveAttribute('aria-pressed', 'false');
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
    await expect(academic).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Ementa da semana' })
        .getByRole('listitem')
        .filter({ hasText: 'Restaurante Académico' }),
    ).toContainText(language.closed);
    await meals.getByRole('button', { name: 'Almoço' }).click();
    await expect.poll(() => canteen.innerText()).toBe(lunch);
    expect(consoleErrors).toEqual([]);
  });

  test(`[MENU-07] [UX-04] the Wednesday without dinner shows the empty state; closed and not published differ`, async ({
    page,
    server,
  }) => {
    for (const language of languages) {
      await test.step(language.lang, async () => {
        await fixClock(page, server, wednesdayNoon());
        await page.goto(`${language.prefix}/alimentacao`);
        await dayButton(page, language, serverWeek()[2]!).click();
        await expect(page.getByRole('table').first()).toBeVisible();
        await page.getByRole('button', { name: language.dinner, exact: true }).click();
        await expect(page.getByText(language.empty, { exact: true })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        // The canteen serves dinner on Wednesdays but published none; the academic restaurant does not serve it.
        const status = (name: RegExp) =>
          page
            .getByRole('region', { name: /Ementa da semana|This week's menu/ })
            .getByRole('listitem')
            .filter({ hasText: name });
        await expect(status(/Cantina da Penteada|Penteada Canteen/)).toContainText(language.notPublished);
        await expect(status(/Restaurante Académico|Academic Restaurant/)).toContainText(language.closed);
        // Saturday dinner: both closed, nothing "not published"; the academic restaurant serves nothing on Saturdays.
        await dayButton(page, language, serverWeek()[5]!).click();
        await expect(status(/Cantina da Penteada|Penteada Canteen/)).toContainText(language.closed);
        await expect(status(/Restaurante Académico|Academic Restaurant/)).toContainText(
          language.closedAllDay,
        );
        await expect(page.getByText(language.notPublished)).toHaveCount(0);
        await dayButton(page, language, serverWeek()[2]!).click();
        await page.getByRole('button', { name: language.dinner, exact: true }).click();
        await page.getByRole('button', { name: language.lunch, exact: true }).click();
        await expect(page.getByRole('table').first()).toBeVisible();
        await expect(page.getByText(language.empty, { exact: true })).toHaveCount(0);
      });
    }
  });

  test(`[MENU-12] share without Web Share copies a link that opens that day and meal`, async ({
    page,
    server,
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
        await fixClock(page, server, wednesdayNoon());
        await page.goto(`${language.prefix}/alimentacao`);
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
  server,
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
  await fixClock(page, server, wednesdayNoon());
  await page.goto('/en/alimentacao');
  const saturday = serverWeek()[5]!;
  await dayButton(page, language, saturday).click();
  await page.getByRole('button', { name: language.share }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toBe(`${baseURL}/en/alimentacao?dia=${format(saturday, 'yyyy-MM-dd')}&refeicao=almoco`);
  await expect(page.getByRole('status').filter({ hasText: language.copied })).toHaveCount(0);
});

test("[UX-03] the default day and meal follow the clock and the restaurants' hours", async ({
  page,
  server,
}) => {
  const language = languages[0];
  const week = serverWeek();
  const meals = page.getByRole('group', { name: 'Refeição' });
  const cases = [
    // The seed publishes no dinner on this Wednesday: the canteen's dinner shows as not published yet.
    {
      now: at(week[2]!, 18, 30),
      day: week[2]!,
      meal: 'Jantar',
      shows: page.getByText(language.notPublished),
    },
    { now: at(week[2]!, 22), day: week[3]!, meal: 'Almoço', shows: page.getByRole('table').first() },
    {
      now: at(week[5]!, 16),
      day: addDays(week[0]!, 7),
      meal: 'Almoço',
      shows: page.getByRole('table').first(),
    },
    {
      now: at(addDays(week[0]!, -1), 12),
      day: week[0]!,
      meal: 'Almoço',
      shows: page.getByRole('table').first(),
    },
  ];
  for (const { now, day, meal, shows } of cases) {
    await test.step(format(now, 'EEEE HH:mm'), async () => {
      await fixClock(page, server, now);
      await page.goto('/alimentacao');
      await expect(dayButton(page, language, day)).toHaveAttribute('aria-pressed', 'true');
      await expect(meals.getByRole('button', { name: meal })).toHaveAttribute('aria-pressed', 'true');
      await expect(shows).toBeVisible();
    });
  }
});

test('[UX-02] a link to next week opens that Monday', async ({ page, server }) => {
  const language = languages[0];
  const nextMonday = addDays(serverWeek()[0]!, 7);
  await fixClock(page, server, wednesdayNoon());
  await page.goto(`/alimentacao?dia=${format(nextMonday, 'yyyy-MM-dd')}`);
  await expect(dayButton(page, language, nextMonday)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Cantina da Penteada' })).toBeVisible();
});

test('[UX-01] [UX-02] on a phone the next meal is in the first screen of home and of the food page', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const inFirstScreen = async (locator: ReturnType<Page['locator']>) => {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.y + Math.min(box.height, 40)).toBeLessThanOrEqual(844);
  };
  await fixClock(page, server, wednesdayNoon());
  for (const [home, heading, dishes, foodTitle] of [
    ['/', 'Hoje na cantina', 'Ver a ementa da semana', 'Alimentação'],
    ['/en', 'Today at the canteen', "See the week's menu", 'Food'],
  ] as const) {
    await page.goto(home);
    const today = page.getByRole('region', { name: heading });
    await expect(today.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await inFirstScreen(today.getByRole('listitem').nth(1));
    await today.getByRole('link', { name: dishes }).click();
    // Home has the week's menu too, with today chosen: until the food page is on screen, its table would match.
    await expect(page.getByRole('heading', { level: 1, name: foodTitle })).toBeVisible();
    await expect(
      dayButton(page, home === '/' ? languages[0] : languages[1], serverWeek()[2]!),
    ).toHaveAttribute('aria-pressed', 'true');
    await inFirstScreen(page.getByRole('table').first());
  }
});
