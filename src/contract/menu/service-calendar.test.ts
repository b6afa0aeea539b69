import { expect, test } from 'vitest';
import { ClosureCalendarSchema } from '../closures';
import { OpeningHoursSchema } from '../opening-hours';
import { dayPlan, mealIn } from './service-calendar';

const academic = OpeningHoursSchema.parse({
  Servicos: [{ refeicao: 'almoco', dias: [1, 2, 3, 4, 5], inicio: '12:00', fim: '15:00' }],
  MesesEncerrado: [8],
  DiasEncerrado: ['2026-12-07'],
});
const calendar = ClosureCalendarSchema.parse([
  { tipo: 'feriado', inicio: '2026-12-08', fim: '2026-12-08', motivo: 'Imaculada Conceição' },
  { tipo: 'feriado', inicio: '2026-12-25', fim: '2026-12-25', motivo: 'Natal' },
  {
    tipo: 'ferias',
    inicio: '2026-12-24',
    fim: '2027-01-02',
    restaurantes: ['academico'],
    motivo: 'Férias de Natal',
  },
  {
    tipo: 'horario',
    inicio: '2026-11-16',
    fim: '2026-11-27',
    restaurantes: ['academico'],
    motivo: 'Obras',
    servicos: [{ refeicao: 'almoco', dias: [1, 2, 3, 4, 5], inicio: '12:00', fim: '14:00' }],
  },
]);
const lunch = (day: string, id: string | undefined = 'academico') =>
  mealIn(dayPlan(academic, calendar, id, day), 'almoco');

test('[UX-04] [HON-01] a restaurant serves a meal only on its days, never in a closed month or on a closed day', () => {
  expect(lunch('2026-12-02')?.fim).toBe('15:00');
  expect(mealIn(dayPlan(academic, calendar, 'academico', '2026-12-02'), 'jantar')).toBeUndefined();
  expect(lunch('2026-12-05')).toBeUndefined(); // Saturday
  expect(lunch('2026-08-12')).toBeUndefined(); // its closed month
  expect(lunch('2026-12-07')).toBeUndefined(); // one of its closed days
  expect(lunch('2026-12-09')?.fim).toBe('15:00');
});

test('[HON-01] holidays close every restaurant; a closing names its restaurants; changed hours hold on their days', () => {
  expect(dayPlan(academic, calendar, 'academico', '2026-12-08')).toEqual({
    services: [],
    closure: calendar[0],
  });
  // A restaurant the API names by no id still closes on a holiday.
  expect(lunch('2026-12-08', undefined)).toBeUndefined();
  // The office's closing says more than the holiday inside it.
  expect(dayPlan(academic, calendar, 'academico', '2026-12-25').closure?.motivo).toBe('Férias de Natal');
  expect(dayPlan(academic, calendar, 'cantina', '2026-12-28').closure).toBeUndefined();
  expect(lunch('2026-11-27')?.fim).toBe('14:00');
  expect(dayPlan(academic, calendar, 'academico', '2026-11-27').changed?.motivo).toBe('Obras');
  expect(lunch('2026-11-30')?.fim).toBe('15:00');
  expect(lunch('2026-11-27', 'cantina')?.fim).toBe('15:00');
});

test('[UX-04] opening hours default to none and reject a bad clock; closures default to every restaurant', () => {
  expect(OpeningHoursSchema.parse({})).toEqual({ Servicos: [], MesesEncerrado: [], DiasEncerrado: [] });
  expect(OpeningHoursSchema.safeParse({ DiasEncerrado: ['8/12/2026'] }).success).toBe(false);
  expect(
    OpeningHoursSchema.safeParse({
      Servicos: [{ refeicao: 'almoco', dias: [1], inicio: '25:00', fim: '14:00' }],
    }).success,
  ).toBe(false);
  expect(calendar[0]?.restaurantes).toEqual([]);
  expect(
    ClosureCalendarSchema.safeParse([{ tipo: 'greve', inicio: '2026-11-21', fim: '2026-11-21', motivo: '' }])
      .success,
  ).toBe(false);
});
