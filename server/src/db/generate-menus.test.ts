import { describe, expect, test } from 'vitest';
import { weekday } from '../lib/dates';
import { FIXTURE_SEED_DIR } from '../test-utils/test-app';
import { generateMenus, menuRange } from './generate-menus';
import { readSeed } from './read-seed';

const seed = readSeed(FIXTURE_SEED_DIR);

describe('menuRange', () => {
  test('four weeks back to two weeks ahead around the current week', () => {
    expect(menuRange('2026-03-11')).toEqual({
      first: '2026-02-09',
      last: '2026-03-28',
      noDinnerDay: '2026-03-11',
    });
    expect(menuRange('2026-03-09')).toEqual(menuRange('2026-03-14'));
  });

  test('on a Sunday the current week is the one starting the next day', () => {
    expect(menuRange('2026-03-15')).toEqual({
      first: '2026-02-16',
      last: '2026-04-04',
      noDinnerDay: '2026-03-18',
    });
  });
});

describe('generateMenus', () => {
  const menus = generateMenus(seed.menuDishes, seed.restaurants, '2026-03-11');

  test('Monday to Saturday only, lunch and dinner for each serving restaurant', () => {
    expect(menus.every((m) => weekday(m.day) !== 0)).toBe(true);
    const days = new Set(menus.map((m) => m.day));
    expect(days.size).toBe(7 * 6);
    expect(menus).toHaveLength(7 * 6 * 2 * 2 - 2);
  });

  test("only the current week's Wednesday has no dinner", () => {
    const dinnerless = [...new Set(menus.map((m) => m.day))].filter(
      (day) => !menus.some((m) => m.day === day && m.meal === 'jantar'),
    );
    expect(dinnerless).toEqual(['2026-03-11']);
  });

  test('deterministic: same day, restaurant and meal give the same dishes', () => {
    const again = generateMenus(seed.menuDishes, seed.restaurants, '2026-03-12');
    const pick = (list: typeof menus) =>
      list.find((m) => m.day === '2026-03-02' && m.meal === 'almoco' && m.restaurant.pt === 'Cantina');
    expect(pick(again)).toEqual(pick(menus));
  });

  test('restaurant names keep both languages', () => {
    expect(menus[0]?.restaurant).toEqual({ pt: 'Cantina', en: 'Canteen' });
  });
});

describe('generateMenus with the real opening hours', () => {
  const real = readSeed();
  const menus = generateMenus(real.menuDishes, real.restaurants, '2026-11-25');

  test('[UX-04] a restaurant gets a menu only for the meals its hours serve', () => {
    const academic = menus.filter((m) => m.restaurant.pt === 'Restaurante Académico');
    expect(academic.length).toBeGreaterThan(0);
    expect(academic.every((m) => m.meal === 'almoco' && weekday(m.day) >= 1 && weekday(m.day) <= 5)).toBe(
      true,
    );
    const saturday = menus.filter((m) => weekday(m.day) === 6);
    expect(new Set(saturday.map((m) => `${m.restaurant.pt} ${m.meal}`))).toEqual(
      new Set(['Cantina da Penteada almoco']),
    );
    expect(menus.some((m) => weekday(m.day) === 0)).toBe(false);
  });

  test('[UX-04] no menu on a day the restaurant closes (a public holiday)', () => {
    const holidays = ['2026-12-01', '2026-12-08'];
    const closed = real.restaurants.map((r) => ({ ...r, DiasEncerrado: holidays }));
    const withHolidays = generateMenus(real.menuDishes, closed, '2026-11-25');
    expect(withHolidays.filter((m) => holidays.includes(m.day))).toEqual([]);
    expect(withHolidays.some((m) => m.day === '2026-12-02')).toBe(true);
  });
});
