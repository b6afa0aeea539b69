import { describe, expect, test } from 'vitest';
import type { Closure } from '@/contract/closures';
import type { Restaurant } from '@/contract/restaurants';
import { madeiraClock, madeiraInstant } from './madeira-clock';
import { nextMeal } from './next-meal';
import { restaurantStatus } from './restaurant-status';

const canteen: Restaurant = {
  id: 'cantina-penteada',
  Titulo: 'Cantina da Penteada',
  Descricao: '',
  Horario: '',
  Servicos: [
    { refeicao: 'almoco', dias: [1, 2, 3, 4, 5, 6], inicio: '12:00', fim: '14:30' },
    { refeicao: 'jantar', dias: [1, 2, 3, 4, 5], inicio: '19:00', fim: '21:00' },
  ],
  MesesEncerrado: [],
  DiasEncerrado: [],
};
const academic: Restaurant = {
  ...canteen,
  id: 'restaurante-academico',
  Titulo: 'Restaurante Académico',
  Servicos: [{ refeicao: 'almoco', dias: [1, 2, 3, 4, 5], inicio: '12:00', fim: '15:00' }],
};
const holiday = (day: string, motivo: string): Closure => ({
  tipo: 'feriado',
  inicio: day,
  fim: day,
  restaurantes: [],
  motivo,
});
const summer: Closure = {
  tipo: 'ferias',
  inicio: '2026-08-03',
  fim: '2026-08-28',
  restaurantes: ['cantina-penteada'],
  motivo: 'Férias de verão',
};
const works: Closure = {
  tipo: 'horario',
  inicio: '2026-11-16',
  fim: '2026-11-27',
  restaurantes: ['cantina-penteada'],
  motivo: 'Obras na cozinha',
  servicos: [
    { refeicao: 'almoco', dias: [1, 2, 3, 4, 5, 6], inicio: '12:00', fim: '14:30' },
    { refeicao: 'jantar', dias: [1, 2, 3, 4, 5], inicio: '19:00', fim: '20:30' },
  ],
};
const calendar: Closure[] = [
  summer,
  works,
  holiday('2026-12-08', 'Imaculada Conceição'),
  holiday('2027-03-28', 'Páscoa'),
  holiday('2027-07-01', 'Dia da Região Autónoma da Madeira'),
];
const restaurants = { canteen, academic };
/** Madeira's wall clock "YYYY-MM-DD HH:mm" as an instant. */
const at = (wall: string) => madeiraInstant(wall.slice(0, 10), wall.slice(11));

describe('restaurantStatus', () => {
  test.each([
    [
      '2026-12-09 11:00',
      'canteen',
      { kind: 'opens', meal: 'almoco', day: '2026-12-09', at: '12:00', inDays: 0 },
    ],
    ['2026-12-09 14:10', 'canteen', { kind: 'open', meal: 'almoco', until: '14:30', minutesLeft: 20 }],
    [
      '2026-12-09 14:31',
      'canteen',
      { kind: 'opens', meal: 'jantar', day: '2026-12-09', at: '19:00', inDays: 0 },
    ],
    ['2026-12-09 14:31', 'academic', { kind: 'open', meal: 'almoco', until: '15:00', minutesLeft: 29 }],
    [
      '2026-12-09 21:00',
      'canteen',
      { kind: 'opens', meal: 'almoco', day: '2026-12-10', at: '12:00', inDays: 1 },
    ],
    [
      '2026-11-28 15:00',
      'canteen',
      { kind: 'opens', meal: 'almoco', day: '2026-11-30', at: '12:00', inDays: 2 },
    ],
    [
      '2026-12-08 12:00',
      'canteen',
      { kind: 'closed', closure: calendar[2], reopens: { day: '2026-12-09', at: '12:00', meal: 'almoco' } },
    ],
    [
      '2027-07-01 12:00',
      'academic',
      { kind: 'closed', closure: calendar[4], reopens: { day: '2027-07-02', at: '12:00', meal: 'almoco' } },
    ],
    [
      '2026-08-10 12:00',
      'canteen',
      { kind: 'closed', closure: summer, reopens: { day: '2026-08-29', at: '12:00', meal: 'almoco' } },
    ],
    ['2026-08-10 12:00', 'academic', { kind: 'open', meal: 'almoco', until: '15:00', minutesLeft: 180 }],
    // Changed hours on their days only.
    [
      '2026-11-27 19:30',
      'canteen',
      { kind: 'open', meal: 'jantar', until: '20:30', minutesLeft: 60, changed: works },
    ],
    ['2026-11-30 19:30', 'canteen', { kind: 'open', meal: 'jantar', until: '21:00', minutesLeft: 90 }],
    // After the early close on the last day of the works: closed, and still why (its usual hours say 21:00).
    [
      '2026-11-27 20:45',
      'canteen',
      { kind: 'opens', meal: 'almoco', day: '2026-11-28', at: '12:00', inDays: 1, changed: works },
    ],
  ] as const)('[HON-02] %s, %s', (wall, name, expected) => {
    expect(restaurantStatus(at(wall), restaurants[name], calendar)).toEqual(expected);
  });

  test('[HON-02] Madeira’s clock across the changes to and from summer time (WEST = UTC+1)', () => {
    // Saturday 24 October 2026, 14:10 in Madeira is 13:10 UTC (still summer time).
    const summerSaturday = new Date('2026-10-24T13:10:00Z');
    expect(madeiraClock(summerSaturday)).toEqual({ day: '2026-10-24', time: '14:10' });
    expect(restaurantStatus(summerSaturday, canteen, calendar)).toMatchObject({
      kind: 'open',
      minutesLeft: 20,
    });
    // Monday 26 October, winter time: 14:10 in Madeira is 14:10 UTC.
    expect(restaurantStatus(new Date('2026-10-26T14:10:00Z'), canteen, calendar)).toMatchObject({
      kind: 'open',
      minutesLeft: 20,
    });
    // Forward on Sunday 28 March 2027 (Easter, a holiday): Saturday 22:00 -> Monday's lunch, at 11:00 UTC.
    const saturdayNight = at('2027-03-27 22:00');
    expect(saturdayNight).toEqual(new Date('2027-03-27T22:00:00Z'));
    expect(restaurantStatus(saturdayNight, canteen, calendar)).toMatchObject({
      kind: 'opens',
      day: '2027-03-29',
      at: '12:00',
      inDays: 2,
    });
    expect(at('2027-03-29 12:00')).toEqual(new Date('2027-03-29T11:00:00Z'));
    expect(restaurantStatus(new Date('2027-03-29T13:10:00Z'), canteen, calendar)).toMatchObject({
      kind: 'open',
      minutesLeft: 20,
    });
  });
});

describe('past the office’s published calendar', () => {
  // The server's entry for the days the office has not published yet (server/src/db/generate-closures.ts).
  const unpublished: Closure = {
    tipo: 'por-publicar',
    inicio: '2027-02-01',
    fim: '2027-12-31',
    restaurantes: [],
    motivo: 'Calendário dos SAS ainda não publicado',
  };
  const christmas: Closure = {
    tipo: 'ferias',
    inicio: '2026-12-24',
    fim: '2027-01-02',
    restaurantes: [],
    motivo: 'Férias de Natal',
  };
  const lastWeek: Closure = {
    tipo: 'encerramento',
    inicio: '2027-01-25',
    fim: '2027-01-31',
    restaurantes: [],
    motivo: 'Obras',
  };
  const known = [christmas, lastWeek, holiday('2027-03-26', 'Sexta-feira Santa'), unpublished];

  test.each([
    // A weekday in August 2027: the office's summer closing is not known; never "open".
    ['2027-08-10 12:00', { kind: 'unknown' }],
    ['2027-02-01 11:00', { kind: 'unknown' }],
    // Closed to the end of the calendar: no reopening promised on a day it does not cover.
    ['2027-01-30 15:00', { kind: 'closed', closure: lastWeek }],
    // Christmas: reopens on the Monday, a day the calendar covers.
    [
      '2027-01-02 12:00',
      { kind: 'closed', closure: christmas, reopens: { day: '2027-01-04', at: '12:00', meal: 'almoco' } },
    ],
  ] as const)('[TRUE-02] %s: %o', (wall, expected) => {
    expect(restaurantStatus(at(wall), canteen, known)).toEqual(expected);
  });

  test('[TRUE-02] a public holiday is known in any year: closed, and no reopening promised', () => {
    expect(restaurantStatus(at('2027-03-26 12:00'), canteen, known)).toEqual({
      kind: 'closed',
      closure: known[2],
    });
  });
});

describe('nextMeal with the closures calendar', () => {
  const both = [canteen, academic];
  test.each([
    ['2026-12-08 12:00', null, { day: '2026-12-09', meal: 'almoco' }],
    ['2026-12-07 22:00', null, { day: '2026-12-09', meal: 'almoco' }],
    ['2026-12-09 14:31', null, { day: '2026-12-09', meal: 'almoco' }],
    ['2026-12-09 15:00', null, { day: '2026-12-09', meal: 'jantar' }],
    ['2026-12-09 15:30', '16:00', { day: '2026-12-09', meal: 'jantar' }],
    ['2026-12-09 16:30', '16:00', { day: '2026-12-10', meal: 'almoco' }],
    ['2026-08-10 20:00', null, { day: '2026-08-11', meal: 'almoco' }],
    ['2027-03-27 22:00', null, { day: '2027-03-29', meal: 'almoco' }],
    ['2027-06-30 22:00', null, { day: '2027-07-02', meal: 'almoco' }],
  ] as const)('[HON-03] %s (cut-off %s)', (wall, cutoff, expected) => {
    expect(nextMeal(at(wall), both, [], { calendar, cutoff })).toEqual(expected);
  });
});
