import { expect, test } from 'vitest';
import { serviceOn } from './meals';
import { OpeningHoursSchema } from './opening-hours';

const academic = OpeningHoursSchema.parse({
  Servicos: [{ refeicao: 'almoco', dias: [1, 2, 3, 4, 5], inicio: '12:00', fim: '15:00' }],
  MesesEncerrado: [8],
  DiasEncerrado: ['2026-12-08'],
});

test('[UX-04] a restaurant serves a meal only on its days and never in a closed month', () => {
  expect(serviceOn(academic, '2026-11-25', 'almoco')?.fim).toBe('15:00');
  expect(serviceOn(academic, '2026-11-25', 'jantar')).toBeUndefined();
  expect(serviceOn(academic, '2026-11-28', 'almoco')).toBeUndefined();
  expect(serviceOn(academic, '2026-08-12', 'almoco')).toBeUndefined();
  // A public holiday on a Tuesday.
  expect(serviceOn(academic, '2026-12-08', 'almoco')).toBeUndefined();
  expect(serviceOn(academic, '2026-12-09', 'almoco')?.fim).toBe('15:00');
});

test('[UX-04] opening hours default to none and reject a bad clock', () => {
  expect(OpeningHoursSchema.parse({})).toEqual({ Servicos: [], MesesEncerrado: [], DiasEncerrado: [] });
  expect(OpeningHoursSchema.safeParse({ DiasEncerrado: ['8/12/2026'] }).success).toBe(false);
  expect(
    OpeningHoursSchema.safeParse({
      Servicos: [{ refeicao: 'almoco', dias: [1], inicio: '25:00', fim: '14:00' }],
    }).success,
  ).toBe(false);
});
