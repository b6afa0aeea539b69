import { describe, expect, test } from 'vitest';
import type { Contest } from '@/contract/housing-contests';
import {
  applicationHref,
  audienceFor,
  contestPeriod,
  formTypeFor,
  isContestActive,
  isOpenUntil,
  phaseView,
} from './contest-state';
import { formatDayMonthYear } from '@/lib/data/dates';

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

test('[HOU-05] a phase shows its range while open; unreadable dates give information to come', () => {
  const [, second] = contest().Fases;
  expect(phaseView(second!, now)).toMatchObject({ kind: 'current', start: '2026-11-18', end: '2026-12-17' });
  expect(phaseView({ Fase: '3.ª fase', DataInicio: '2026-13-40', DataFim: '2026-12-17' }, now)).toEqual({
    kind: 'soon',
  });
});

describe('[UX-06] phase state: current with days left, ended on, opens on', () => {
  const phase = (DataInicio: string, DataFim: string) => ({ Fase: 'fase', DataInicio, DataFim });

  test('the current phase counts the calendar days left to its end day', () => {
    expect(phaseView(phase('2026-11-18', '2026-12-17'), now)).toEqual({
      kind: 'current',
      start: '2026-11-18',
      end: '2026-12-17',
      daysLeft: 25,
    });
    expect(phaseView(phase('2026-11-18', '2026-11-23'), now)).toMatchObject({ kind: 'current', daysLeft: 1 });
    // Its first day already counts as current, from midnight.
    expect(phaseView(phase('2026-11-22', '2026-11-30'), new Date(2026, 10, 22, 0, 0))).toMatchObject({
      kind: 'current',
      daysLeft: 8,
    });
  });

  test('on its end day a phase is current with 0 days left ("closes today") until midnight', () => {
    expect(phaseView(phase('2026-11-02', '2026-11-22'), now)).toMatchObject({ kind: 'current', daysLeft: 0 });
    expect(phaseView(phase('2026-11-02', '2026-11-22'), new Date(2026, 10, 22, 23, 59, 59))).toMatchObject({
      kind: 'current',
      daysLeft: 0,
    });
    expect(phaseView(phase('2026-11-02', '2026-11-22'), new Date(2026, 10, 23, 0, 0))).toEqual({
      kind: 'ended',
      start: '2026-11-02',
      end: '2026-11-22',
    });
  });

  test('a phase whose end day has passed has ended (not "information to come")', () => {
    const [first] = contest().Fases;
    expect(phaseView(first!, now)).toEqual({ kind: 'ended', start: '2026-11-02', end: '2026-11-17' });
  });

  test('a phase that has not started yet opens on its start day', () => {
    expect(phaseView(phase('2026-11-23', '2026-12-10'), now)).toEqual({
      kind: 'upcoming',
      start: '2026-11-23',
      end: '2026-12-10',
    });
  });

  test('dates across a year end keep their order and count the days into the new year', () => {
    const newYearsEve = new Date(2026, 11, 31, 18, 0);
    expect(phaseView(phase('2026-12-20', '2027-01-09'), newYearsEve)).toEqual({
      kind: 'current',
      start: '2026-12-20',
      end: '2027-01-09',
      daysLeft: 9,
    });
    expect(phaseView(phase('2027-01-10', '2027-02-01'), newYearsEve)).toMatchObject({ kind: 'upcoming' });
    expect(phaseView(phase('2025-12-01', '2026-01-15'), newYearsEve)).toMatchObject({ kind: 'ended' });
    expect(formatDayMonthYear('2026-12-20')).toBe('20/12/2026');
    expect(formatDayMonthYear('2027-01-09')).toBe('09/01/2027');
    expect(formatDayMonthYear('2027-01-09T00:00:00')).toBe('09/01/2027');
    // No such day, or no date at all: shown as it came.
    expect(formatDayMonthYear('2027-02-30')).toBe('2027-02-30');
    expect(formatDayMonthYear('em breve')).toBe('em breve');
  });
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
