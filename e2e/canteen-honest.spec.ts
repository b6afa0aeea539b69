import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEFAULT_SEED_DIR } from '../server/src/db/read-seed';
import { axeSerious } from './axe';
import { expect, phone, test } from './fixtures';
import { startTestServer, type TestServer } from './test-server';

/**
 * The canteen honest about its calendar (issue 29): the real seed's closures calendar (national holidays, Madeira's,
 * the office's closures and changed hours), on a server of the test's own whose clock, like the page's, is fixed at
 * an instant in Atlantic/Madeira time (UTC+0 in winter, UTC+1 in summer), so the menus exist for the days shown.
 */
async function serverAt(instant: string): Promise<TestServer & { stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-hon-'));
  const databasePath = join(dir, 'hon.db');
  copyFileSync(await realSeedDatabase(), databasePath);
  // A seeded database: the server only moves its menus and calendar to its clock (refreshDatedContent).
  const server = await startTestServer({
    port: 0,
    databasePath,
    distDir,
    seedDir: DEFAULT_SEED_DIR,
    now: () => new Date(instant),
  });
  return Object.assign(server, {
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

const distDir = process.env.E2E_DIST_DIR ?? 'dist';
let seeded: Promise<string> | undefined;

/**
 * The real seed in a database, made once per worker: seeding makes its pictures and PDFs (about 1.7 s of CPU), which
 * each of this file's servers did again.
 */
function realSeedDatabase(): Promise<string> {
  seeded ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sasuma-hon-seed-'));
    // Not an afterAll: with fullyParallel each test is a group of its own, and afterAll runs after each.
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'seed.db');
    const server = await startTestServer({ port: 0, databasePath: path, distDir, seedDir: DEFAULT_SEED_DIR });
    // Closed, the database is one file (its write-ahead log folded in), ready to copy.
    await server.close();
    return path;
  })();
  return seeded;
}

const languages = [
  {
    lang: 'pt',
    prefix: '',
    penteada: 'Cantina da Penteada',
    academic: 'Restaurante Académico',
    nextMeal: 'Próxima refeição na cantina',
    today: 'Hoje na cantina',
    holiday: 'Fechado hoje — feriado: Imaculada Conceição',
    holidayTile: /fechado: Imaculada Conceição/,
    lunchWednesday: 'Almoço, quarta-feira',
    lunch: 'Almoço',
    dinner: 'Jantar',
    closesSoon: 'Fecha dentro de 20 min',
    openUntil3: 'Aberto até 15:00',
    opensAt7: 'Abre às 19:00',
    madeiraDay: 'Fechado hoje — feriado: Dia da Região Autónoma da Madeira',
    summer: 'Fechado para férias — reabre a 29 de agosto',
    changedUntil: 'Horário alterado até 27 de novembro: Obras na cozinha: jantar até às 20:30',
    openUntil2030: 'Aberto até 20:30',
    openUntil21: 'Aberto até 21:00',
    opensTomorrowAt12: 'Abre amanhã às 12:00',
  },
  {
    lang: 'en',
    prefix: '/en',
    penteada: 'Penteada Canteen',
    academic: 'Academic Restaurant',
    nextMeal: 'Next meal at the canteen',
    today: 'Today at the canteen',
    holiday: 'Closed today — public holiday: Immaculate Conception',
    holidayTile: /closed: Immaculate Conception/,
    lunchWednesday: 'Lunch, Wednesday',
    lunch: 'Lunch',
    dinner: 'Dinner',
    closesSoon: 'Closes in 20 min',
    openUntil3: 'Open until 15:00',
    opensAt7: 'Opens at 19:00',
    madeiraDay: 'Closed today — public holiday: Madeira Day',
    summer: 'Closed for the holidays — reopens on 29 August',
    changedUntil: 'Changed hours until 27 November: Kitchen works: dinner until 20:30',
    openUntil2030: 'Open until 20:30',
    openUntil21: 'Open until 21:00',
    opensTomorrowAt12: 'Opens tomorrow at 12:00',
  },
] as const;

/** Serious and critical axe violations of the calendar's states (`parts`), light and dark (as a11y.spec.ts). */
async function seriousViolations(page: Page, parts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const violation of await axeSerious(page, parts)) found.push(`${colorScheme} ${violation}`);
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}

/** The meal home's "today" shows for a restaurant: on the heading's line when every restaurant's is the same. */
const mealShownFor = (page: Page, restaurant: string) =>
  todayRow(page, restaurant)
    .locator('.today-canteen__when')
    .or(page.locator('.today-canteen__head .today-canteen__when'));

/** Home's "today" row of one restaurant. */
const todayRow = (page: Page, restaurant: string) =>
  page
    .locator('.today-canteen__restaurants > li')
    .filter({ has: page.getByRole('heading', { name: restaurant, exact: true }) });

// Asked for on a phone; the desktop's layout of the same blocks is covered by menu.spec.ts and home.spec.ts.
test.describe('the canteen on its calendar', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use(phone);

  test('[HON-01] [HON-02] [HON-03] a holiday (8 December): each canteen closed and why, no dishes that day, home shows the next open meal', async ({
    page,
    consoleErrors,
  }) => {
    const server = await serverAt('2026-12-08T12:00:00Z');
    try {
      await page.clock.install({ time: new Date('2026-12-08T12:00:00Z') });
      for (const l of languages) {
        await test.step(l.lang, async () => {
          await page.goto(`${server.url}${l.prefix}/`);
          await expect(page.getByRole('heading', { name: l.nextMeal })).toBeVisible();
          for (const restaurant of [l.penteada, l.academic]) {
            const row = todayRow(page, restaurant);
            await expect(row.locator('.today-canteen__status')).toHaveText(l.holiday);
            // The next open meal is the next day's lunch, with its dishes.
            await expect(mealShownFor(page, restaurant)).toHaveText(l.lunchWednesday);
            await expect(row.locator('.today-canteen__dishes li').first()).toBeVisible();
          }
          if (l.lang === 'pt')
            expect(await seriousViolations(page, ['.today-canteen']), 'axe, home on a holiday').toEqual([]);

          await page.goto(`${server.url}${l.prefix}/alimentacao`);
          await expect(page.locator('.canteen-now__item').filter({ hasText: l.penteada })).toContainText(
            l.holiday,
          );
          const holidayTile = page.getByRole('button', { name: l.holidayTile });
          await expect(holidayTile).toBeVisible();
          await holidayTile.click();
          await expect(holidayTile).toHaveAttribute('aria-pressed', 'true');
          await expect(page.locator('.meal-table')).toHaveCount(0);
          if (l.lang === 'pt')
            expect(
              await seriousViolations(page, ['.canteen-now', '.week-menu']),
              'axe, a closed day',
            ).toEqual([]);
        });
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test('[HON-02] [HON-03] a weekday at 14:10: "closes in 20 min" for a lunch ending 14:30, and at 14:31 the next meal moves on', async ({
    page,
    consoleErrors,
  }) => {
    const server = await serverAt('2026-12-08T12:00:00Z');
    try {
      for (const l of languages) {
        await test.step(l.lang, async () => {
          // Wednesday 9 December, Madeira = UTC in winter. A fresh clock for each language.
          await page.clock.install({ time: new Date('2026-12-09T14:10:00Z') });
          await page.goto(`${server.url}${l.prefix}/`);
          await expect(page.getByRole('heading', { name: l.today })).toBeVisible();
          const penteada = todayRow(page, l.penteada);
          await expect(penteada.locator('.today-canteen__status')).toHaveText(l.closesSoon);
          await expect(mealShownFor(page, l.penteada)).toHaveText(l.lunch);
          await expect(todayRow(page, l.academic).locator('.today-canteen__status')).toHaveText(l.openUntil3);

          // No reload: the block ticks on its own.
          await page.clock.fastForward('21:00');
          await expect(penteada.locator('.today-canteen__status')).toHaveText(l.opensAt7);
          await expect(mealShownFor(page, l.penteada)).toHaveText(l.dinner);
        });

        await page.goto('about:blank');
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test("[HON-01] [HON-02] Madeira's Day, the summer closing with its end, and changed hours on their days only", async ({
    browser,
  }) => {
    const cases = [
      // 1 July 2027, noon in Madeira (UTC+1 in summer).
      {
        instant: '2027-07-01T11:00:00Z',
        expect: (l: (typeof languages)[number]) => [l.penteada, l.madeiraDay],
      },
      // 10 August 2026: the canteen is closed 3-28 August (notice 17/2026).
      {
        instant: '2026-08-10T11:00:00Z',
        expect: (l: (typeof languages)[number]) => [l.penteada, l.summer],
      },
      // Wednesday 25 November 2026, 19:30: the kitchen works' dinner until 20:30, said that day.
      {
        instant: '2026-11-25T19:30:00Z',
        expect: (l: (typeof languages)[number]) => [l.penteada, l.openUntil2030],
        changed: true,
      },
      // Friday 27 November 2026, 20:45, the works' last day: closed since 20:30, and still why (the usual hours,
      // on the restaurant's card, say 21:00).
      {
        instant: '2026-11-27T20:45:00Z',
        expect: (l: (typeof languages)[number]) => [l.penteada, l.opensTomorrowAt12],
        changed: true,
      },
      // Monday 30 November 2026, 19:30: the usual hours again, and no word of the changed ones.
      {
        instant: '2026-11-30T19:30:00Z',
        expect: (l: (typeof languages)[number]) => [l.penteada, l.openUntil21],
        changed: false,
      },
    ];
    for (const c of cases) {
      const server = await serverAt(c.instant);
      try {
        for (const l of languages) {
          await test.step(`${c.instant} ${l.lang}`, async () => {
            const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
            const page = await context.newPage();
            await page.clock.install({ time: new Date(c.instant) });
            await page.goto(`${server.url}${l.prefix}/`);
            const [restaurant, words] = c.expect(l);
            const row = todayRow(page, restaurant!);
            await expect(row.locator('.today-canteen__status')).toHaveText(words!);
            if (c.changed === true)
              await expect(row.locator('.today-canteen__changed')).toHaveText(l.changedUntil);
            if (c.changed === false) await expect(row.locator('.today-canteen__changed')).toHaveCount(0);
            await context.close();
          });
        }
      } finally {
        await server.stop();
      }
    }
  });
});

test('[HON-04] [HON-05] my diet offline: vegetarian only keeps to it and says a filter is on; a marked allergen is flagged in words', async ({
  page,
  context,
  server,
}) => {
  await page.goto('/alimentacao');
  await expect(page.locator('.meal-table').first()).toBeVisible();
  const diet = page.getByRole('region', { name: 'A minha dieta' });
  await diet.getByRole('radio', { name: 'Vegetariano' }).check();
  await diet.getByRole('radio', { name: 'Mostrar só este prato principal' }).check();
  await diet.getByRole('checkbox', { name: 'glúten' }).check();

  await context.setOffline(true);
  const before = server.requests.length;
  await expect(page.getByText('Filtro ativo: só pratos vegetarianos.')).toBeVisible();
  const courses = page.locator('.meal-table th');
  await expect(courses.first()).toBeVisible();
  await expect(courses.filter({ hasText: /^Prato de (carne|peixe)$/ })).toHaveCount(0);

  // Some day of the week has a dish with gluten (bread, pasta): its row says so in words.
  let flagged = 0;
  for (const day of await page.locator('.week-days button:not(.week-day--closed):not([inert] *)').all()) {
    if (!(await day.isVisible())) continue;
    await day.click();
    flagged = await page.locator('.allergen-flag', { hasText: /^contém .*glúten/ }).count();
    if (flagged > 0) break;
  }
  expect(flagged).toBeGreaterThan(0);
  expect(server.requests, 'no request reached the server while offline').toHaveLength(before);
  await context.setOffline(false);
});

test('[TRUE-02] across the Christmas closing the food page opens on the day the canteen reopens, with its menu, never on a past day', async ({
  browser,
}) => {
  for (const instant of ['2026-12-25T12:00:00Z', '2026-12-23T22:00:00Z']) {
    const server = await serverAt(instant);
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.clock.install({ time: new Date(instant) });
      await page.goto(`${server.url}/alimentacao`);
      const menu = page.locator('.week-menu');
      await expect(menu.locator('.week-menu__day'), instant).toHaveText(
        'segunda-feira, 4 de janeiro de 2027',
      );
      await expect(menu.getByRole('button', { name: /4 de janeiro de 2027/, pressed: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Almoço', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(menu.locator('.meal-table').first()).toBeVisible();
      // Home's status box names the same day, not the closure's last one (Saturday 2 January).
      await page.goto(`${server.url}/`);
      await expect(
        todayRow(page, 'Cantina da Penteada').locator('.today-canteen__status'),
        instant,
      ).toContainText('4 de janeiro');
      await context.close();
    } finally {
      await server.stop();
    }
  }
});

test('[TRUE-02] past the calendar the office has published (August 2027), no screen says a canteen is open or closed: its hours are to be confirmed and no menu is made', async ({
  browser,
}) => {
  // A Tuesday at noon, in summer time: the office's calendar goes to 31 January 2027 (server/seed/closures.json).
  const instant = '2027-08-10T11:00:00Z';
  const server = await serverAt(instant);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.clock.install({ time: new Date(instant) });
    for (const l of [
      { prefix: '', unconfirmed: 'Horário por confirmar', notPublished: 'Ementa ainda não publicada' },
      { prefix: '/en', unconfirmed: 'Hours to be confirmed', notPublished: 'Menu not published yet' },
    ]) {
      await page.goto(`${server.url}${l.prefix}/`);
      const status = page.locator('.today-canteen__status');
      await expect(status.first(), l.prefix).toHaveText(l.unconfirmed);
      await expect(status).toHaveText([l.unconfirmed, l.unconfirmed]);
      await page.goto(`${server.url}${l.prefix}/alimentacao`);
      await expect(page.locator('.canteen-now__item')).toHaveText([
        new RegExp(l.unconfirmed),
        new RegExp(l.unconfirmed),
      ]);
      const menu = page.locator('.week-menu');
      await expect(menu.locator('.restaurant-status__item')).toHaveText([
        new RegExp(l.notPublished),
        new RegExp(l.notPublished),
      ]);
      await expect(menu.locator('.meal-table')).toHaveCount(0);
    }
    // What the server itself says of those days: no menu, and the calendar's own entry for them.
    const menus = await (await fetch(`${server.url}/api/ementas?startdate=20270809&enddate=20270813`)).json();
    expect(menus).toEqual([]);
    const calendar = (await (await fetch(`${server.url}/api/encerramentos`)).json()) as { tipo: string }[];
    expect(calendar).toContainEqual(
      expect.objectContaining({
        tipo: 'por-publicar',
        inicio: '2027-02-01',
        motivo: 'Calendário dos SAS ainda não publicado',
      }),
    );
    await context.close();
  } finally {
    await server.stop();
  }
});
