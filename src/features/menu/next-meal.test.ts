import { describe, expect, test } from 'vitest';
import type { OpeningHours } from '@/contract/opening-hours';
import { madeiraInstant } from './madeira-clock';
import { nextMeal } from './next-meal';

// Madeira's clock: the canteens' hours are Madeira's, whatever the machine's time zone.
const at = (day: string, time: string) => madeiraInstant(day, time);
const pad = (n: number) => String(n).padStart(2, '0');

const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
// The seed's restaurants: the canteen (lunch Mon-Sat, dinner Mon-Fri) and the academic restaurant (lunch Mon-Fri).
const seedHours: OpeningHours[] = [
  {
    Servicos: [
      { refeicao: 'almoco', dias: [1, 2, 3, 4, 5, 6], inicio: '12:00', fim: '14:30' },
      { refeicao: 'jantar', dias: [1, 2, 3, 4, 5], inicio: '19:00', fim: '21:00' },
    ],
    MesesEncerrado: [],
    DiasEncerrado: [],
  },
  {
    Servicos: [{ refeicao: 'almoco', dias: [1, 2, 3, 4, 5], inicio: '12:00', fim: '15:00' }],
    MesesEncerrado: [8],
    DiasEncerrado: [],
  },
];
// Wednesday 25 November 2026 at a given time.
const wednesday = (hours: number, minutes = 0) => at('2026-11-25', `${pad(hours)}:${pad(minutes)}`);

describe('nextMeal', () => {
  test('[MENU-05] [MENU-06] today, lunch, during the day', () => {
    expect(nextMeal(wednesday(8), seedHours, week)).toEqual({ day: '2026-11-25', meal: 'almoco' });
    expect(nextMeal(wednesday(14, 59), seedHours, week)).toEqual({ day: '2026-11-25', meal: 'almoco' });
  });

  test('[UX-03] after the last lunch service ends: dinner of that day', () => {
    expect(nextMeal(wednesday(15), seedHours, week)).toEqual({ day: '2026-11-25', meal: 'jantar' });
    expect(nextMeal(wednesday(18, 30), seedHours, week)).toEqual({ day: '2026-11-25', meal: 'jantar' });
  });

  test('[UX-03] [MENU-09] after dinner: lunch of the next serving day', () => {
    expect(nextMeal(wednesday(22), seedHours, week)).toEqual({ day: '2026-11-26', meal: 'almoco' });
    expect(nextMeal(wednesday(21), seedHours, week)).toEqual({ day: '2026-11-26', meal: 'almoco' });
  });

  test('[UX-03] [MENU-09] Saturday afternoon and Sunday: Monday lunch', () => {
    expect(nextMeal(at('2026-11-28', '16:00'), seedHours)).toEqual({ day: '2026-11-30', meal: 'almoco' });
    expect(nextMeal(at('2026-11-29', '12:00'), seedHours)).toEqual({ day: '2026-11-30', meal: 'almoco' });
    expect(nextMeal(at('2026-11-28', '11:00'), seedHours)).toEqual({ day: '2026-11-28', meal: 'almoco' });
  });

  test('[MENU-09] days known to have no menu are skipped', () => {
    expect(nextMeal(wednesday(23, 30), seedHours, ['2026-11-25', '2026-11-28'])).toEqual({
      day: '2026-11-28',
      meal: 'almoco',
    });
    expect(nextMeal(at('2026-11-22', '10:00'), seedHours, ['2026-11-24'])).toEqual({
      day: '2026-11-24',
      meal: 'almoco',
    });
  });

  test('[MENU-09] without known hours the usual ones apply; across the year boundary', () => {
    expect(nextMeal(at('2026-11-28', '22:00'), [])).toEqual({ day: '2026-11-30', meal: 'almoco' });
    expect(nextMeal(at('2026-12-31', '21:30'), [])).toEqual({ day: '2027-01-01', meal: 'almoco' });
    expect(nextMeal(wednesday(16), [{ Servicos: [], MesesEncerrado: [], DiasEncerrado: [] }])).toEqual({
      day: '2026-11-25',
      meal: 'jantar',
    });
  });
});
