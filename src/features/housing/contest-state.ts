import { addDays, differenceInCalendarDays, isValid } from 'date-fns';
import { parseDay } from '@/lib/data/dates';
import type { Contest } from '@/contract/housing-contests';

export type ContestType = Contest['Tipo']['value'];

/** The first moment after a YYYY-MM-DD end date (local time); the whole end day still counts as open. */
export function endOfPeriod(isoDate: string): Date {
  return addDays(parseDay(isoDate), 1);
}

/** A contest or a phase is open until its end date has passed (spec section 4); a future one is open too. */
export function isOpenUntil(endDate: string, now: Date): boolean {
  const end = endOfPeriod(endDate);
  return !isValid(end) || now.getTime() < end.getTime();
}

/** The submit button works only for a contest marked active whose end date has not passed. */
export function isContestActive(contest: Contest, now: Date): boolean {
  return contest.Activo && isOpenUntil(contest.DataFim, now);
}

export type PeriodView = { kind: 'always' } | { kind: 'range'; start: string; end: string };

/** `outros` is always available; every other type shows its date range (spec section 4). */
export function contestPeriod(contest: Contest): PeriodView {
  return contest.Tipo.value === 'outros'
    ? { kind: 'always' }
    : { kind: 'range', start: contest.DataInicio, end: contest.DataFim };
}

export type PhaseView =
  | { kind: 'current'; start: string; end: string; daysLeft: number }
  | { kind: 'upcoming'; start: string; end: string }
  | { kind: 'ended'; start: string; end: string }
  | { kind: 'soon' };

/**
 * Where a phase stands today (UX-06): `current` from its start day through its whole end day, with the calendar days
 * left (0 on the end day); `upcoming` before it starts; `ended` once its end day has passed. Dates that cannot be
 * read give 'information to be made available' (spec section 4).
 */
export function phaseView(phase: Contest['Fases'][number], now: Date): PhaseView {
  const start = parseDay(phase.DataInicio);
  const end = parseDay(phase.DataFim);
  if (!isValid(start) || !isValid(end)) return { kind: 'soon' };
  const range = { start: phase.DataInicio, end: phase.DataFim };
  if (!isOpenUntil(phase.DataFim, now)) return { kind: 'ended', ...range };
  if (now.getTime() < start.getTime()) return { kind: 'upcoming', ...range };
  return { kind: 'current', ...range, daysLeft: differenceInCalendarDays(end, now) };
}

export type Audience = 'international' | 'bachelor' | 'doctoral' | 'other-students' | 'mobility' | 'others';

const audiences: Record<ContestType, readonly Audience[]> = {
  internacional: ['international'],
  recandidaturas: ['bachelor', 'doctoral', 'other-students'],
  novosalunos: ['bachelor', 'doctoral'],
  mobilidade: ['mobility'],
  outros: ['others'],
};

/** Who a contest type is for (spec section 4). */
export function audienceFor(type: ContestType): readonly Audience[] {
  return audiences[type];
}

/** The application form's contest types (`/sas/alojamento/tiposconcursos`) have other values than the contests. */
const formTypes: Record<ContestType, string | undefined> = {
  recandidaturas: 'recandidatura',
  novosalunos: 'novosalunos',
  internacional: 'internacional',
  mobilidade: 'mobilidade',
  outros: undefined,
};

/** The form's `concurso` choice for a contest type; `outros` has no matching choice. */
export function formTypeFor(type: ContestType): string | undefined {
  return formTypes[type];
}

/** Where the submit button goes: `/formulario`, with `?concurso=` when the type has a form choice. */
export function applicationHref(type: ContestType, langPrefix: '' | '/en'): string {
  const concurso = formTypeFor(type);
  return `${langPrefix}/formulario${concurso ? `?concurso=${encodeURIComponent(concurso)}` : ''}`;
}
