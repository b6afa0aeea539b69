import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { WeekMenuSchema } from '../../../../src/contract/menus';

// TEST_NOW is Wednesday 2026-03-11: the current week is 2026-03-09 .. 2026-03-14.
const WEEK = '/api/ementas?idioma=pt&startdate=20260308&enddate=20260314';

const t = useTestApp();

describe('GET /api/ementas', () => {
  test('a week of menus: Monday to Saturday, lunch and dinner, per restaurant, ordered', async () => {
    const { res, body } = await getParsed(t.app, WEEK, WeekMenuSchema);
    expect(res.status).toBe(200);
    expectKeys(body[0], [
      'Restaurante',
      'RestauranteId',
      'Alergenos',
      'ementa_dia',
      'refeicao',
      'Sopa',
      'Prato',
      'Prato de Peixe',
      'Vegetariano',
      'Acompanhamento',
      'sandesdodia',
      'salada',
      'Sobremesa',
    ]);
    const days = [...new Set(body.map((m) => m.ementa_dia))];
    expect(days).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(new Set(body.map((m) => m.Restaurante))).toEqual(new Set(['Cantina', 'Restaurante Académico']));
    const keys = body.map((m) => `${m.ementa_dia}|${m.Restaurante}|${m.refeicao}`);
    expect(keys).toEqual([...keys].sort());
    // 6 days x 2 restaurants x 2 meals, minus Wednesday's two dinners.
    expect(body).toHaveLength(22);
    for (const menu of body) {
      expect(typeof menu.Sopa).toBe('string');
      expect(['almoco', 'jantar']).toContain(menu.refeicao);
    }
  });

  test('Wednesday of the current week has lunch but no dinner anywhere; no Sunday menus', async () => {
    const { body } = await getParsed(t.app, WEEK, WeekMenuSchema);
    const wednesday = body.filter((m) => m.ementa_dia === '2026-03-11');
    expect(wednesday.map((m) => m.refeicao)).toEqual(['almoco', 'almoco']);
    expect(body.some((m) => m.ementa_dia === '2026-03-08')).toBe(false);
    const lastWeek = await getParsed(
      t.app,
      '/api/ementas?startdate=20260304&enddate=20260304',
      WeekMenuSchema,
    );
    expect(lastWeek.body.filter((m) => m.refeicao === 'jantar')).toHaveLength(2);
  });

  test('menus exist from four weeks back to two weeks ahead, and not beyond', async () => {
    const range = await getParsed(t.app, '/api/ementas?startdate=20260201&enddate=20260331', WeekMenuSchema);
    const days = range.body.map((m) => m.ementa_dia);
    expect(days[0]).toBe('2026-02-09');
    expect(days.at(-1)).toBe('2026-03-28');
    expect(days.some((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toBe(false);
  });

  test('courses vary: some null sandwiches, salads, desserts', async () => {
    const { body } = await getParsed(
      t.app,
      '/api/ementas?startdate=20260209&enddate=20260328',
      WeekMenuSchema,
    );
    expect(body.some((m) => m.sandesdodia === null)).toBe(true);
    expect(body.some((m) => m.salada === null)).toBe(true);
    expect(
      body.some((m) => m.Restaurante === 'Restaurante Académico' && m.refeicao === 'jantar' && !m.Sobremesa),
    ).toBe(true);
    expect(body.every((m) => m.Sopa !== null && m.Prato !== null)).toBe(true);
  });

  test('[SITE-02] idioma=en translates dishes and restaurant names, falling back to Portuguese', async () => {
    const pt = await getParsed(t.app, WEEK, WeekMenuSchema);
    const en = await getParsed(t.app, WEEK.replace('idioma=pt', 'idioma=en'), WeekMenuSchema);
    expect(en.body).toHaveLength(pt.body.length);
    expect(new Set(en.body.map((m) => m.Restaurante))).toEqual(new Set(['Canteen', 'Academic Restaurant']));
    const soups = new Set(en.body.map((m) => m.Sopa));
    expect([...soups].every((s) => s === 'Vegetable soup' || s === 'Chicken soup')).toBe(true);
    const meat = en.body.map((m) => m.Prato);
    expect(
      meat.every((p) => ['Roast chicken', 'Regional skewer', "Carne de vinha-d'alhos"].includes(p ?? '')),
    ).toBe(true);
  });

  test('the same request gives the same menus (deterministic) and revalidates', async () => {
    const a = await getParsed(t.app, WEEK, WeekMenuSchema);
    const b = await getParsed(t.app, WEEK, WeekMenuSchema);
    expect(a.body).toEqual(b.body);
    await expectRevalidates(t.app, WEEK);
  });

  test('[API-02] any two real dates are a range: none when enddate is before startdate, any length', async () => {
    const reversed = await getParsed(
      t.app,
      '/api/ementas?startdate=20260314&enddate=20260308',
      WeekMenuSchema,
    );
    expect(reversed.body).toEqual([]);
    const week = await getParsed(t.app, WEEK, WeekMenuSchema);
    // Five months ask for every generated menu (seven weeks at most): the week's are among them, in order.
    const long = await getParsed(t.app, '/api/ementas?startdate=20260101&enddate=20260601', WeekMenuSchema);
    expect(long.body.length).toBeGreaterThan(week.body.length);
    expect(long.body.filter((m) => m.ementa_dia >= '2026-03-08' && m.ementa_dia <= '2026-03-14')).toEqual(
      week.body,
    );
    const leapDay = await getParsed(
      t.app,
      '/api/ementas?startdate=20240229&enddate=20240229',
      WeekMenuSchema,
    );
    expect(leapDay.body).toEqual([]);
  });

  test.each([
    ['startdate=2026-99-99&enddate=20260314', 'startdate'],
    ['startdate=20260229&enddate=20260314', 'startdate'],
    ['startdate=21000229&enddate=20260314', 'startdate'],
    ['startdate=20260431&enddate=20260314', 'startdate'],
    ['startdate=%2020260308&enddate=20260314', 'startdate'],
    ['startdate=20260230&enddate=20260314', 'startdate'],
    ['startdate=20269999&enddate=20260314', 'startdate'],
    ['startdate=2026-01-01&enddate=20260314', 'startdate'],
    ['startdate=20260308', 'enddate'],
    ['enddate=20260308', 'startdate'],
    ['startdate=20260308&enddate=20260314&idioma=es', 'idioma'],
  ])('[ERR-04] %s answers 400 JSON', async (query, param) => {
    await expectBadRequest(t.app, `/api/ementas?${query}`, param);
  });
});
