import { describe, expect, test } from 'vitest';
import type { Contest } from './api/housing.schemas';
import {
  applicationHref,
  audienceFor,
  contestPeriod,
  formTypeFor,
  isContestActive,
  isOpenUntil,
  phaseView,
} from './contest-state';

const now = new Date(2026, 10, 22, 15, 0); // 22 Nov 2026, 15:00 local

function contest(overrides: Partial<Contest> = {}): Contest {
  return {
    ID: 1,
    Tipo: { value: 'recandidaturas', label: 'Recandidaturas' },
    Activo: true,
    DataInicio: '2026-11-02',
    DataFim: '2026-12-17',
    Fases: [
      { Fase: '1.ª fase', DataInicio: '2026-11-02', DataFim: '2026-11-17' },
      { Fase: '2.ª fase', DataInicio: '2026-11-18', DataFim: '2026-12-17' },
    ],
    ...overrides,
  };
}

describe('[HOU-03] open until the end date has passed', () => {
  test('the whole end day is still open; the next day is not', () => {
    expect(isOpenUntil('2026-11-22', now)).toBe(true);
    expect(isOpenUntil('2026-11-22', new Date(2026, 10, 22, 23, 59, 59))).toBe(true);
    expect(isOpenUntil('2026-11-22', new Date(2026, 10, 23, 0, 0, 0))).toBe(false);
    expect(isOpenUntil('2026-11-21', now)).toBe(false);
    expect(isOpenUntil('2027-01-10', now)).toBe(true);
  });

  test('a contest is active only when marked active and not ended', () => {
    expect(isContestActive(contest(), now)).toBe(true);
    expect(isContestActive(contest({ Activo: false }), now)).toBe(false);
    expect(isContestActive(contest({ DataFim: '2026-11-21' }), now)).toBe(false);
  });
});

test('[HOU-04] outros is always available, other types show their range', () => {
  expect(contestPeriod(contest({ Tipo: { value: 'outros', label: 'Outros' } }))).toEqual({ kind: 'always' });
  expect(contestPeriod(contest())).toEqual({ kind: 'range', start: '2026-11-02', end: '2026-12-17' });
});

test('[HOU-05] a phase shows its range while open, else information to come', () => {
  const [first, second] = contest().Fases;
  expect(phaseView(first!, now)).toEqual({ kind: 'soon' });
  expect(phaseView(second!, now)).toEqual({ kind: 'range', start: '2026-11-18', end: '2026-12-17' });
});

test('[HOU-06] audience by contest type', () => {
  expect(audienceFor('internacional')).toEqual(['international']);
  expect(audienceFor('recandidaturas')).toEqual(['bachelor', 'doctoral', 'other-students']);
  expect(audienceFor('novosalunos')).toEqual(['bachelor', 'doctoral']);
  expect(audienceFor('mobilidade')).toEqual(['mobility']);
  expect(audienceFor('outros')).toEqual(['others']);
});

test('[HOU-07] contest types map to the form choices', () => {
  expect(formTypeFor('recandidaturas')).toBe('recandidatura');
  expect(formTypeFor('novosalunos')).toBe('novosalunos');
  expect(formTypeFor('internacional')).toBe('internacional');
  expect(formTypeFor('mobilidade')).toBe('mobilidade');
  expect(formTypeFor('outros')).toBeUndefined();
  expect(applicationHref('recandidaturas', '')).toBe('/formulario?concurso=recandidatura');
  expect(applicationHref('outros', '/en')).toBe('/en/formulario');
});
