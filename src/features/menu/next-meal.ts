import { MEALS, type Meal } from '@/contract/menu/meals';
import type { Closure } from '@/contract/closures';
import type { OpeningHours } from '@/contract/opening-hours';
import { dayPlan, mealIn } from '@/contract/menu/service-calendar';
import { addCalendarDays, madeiraClock } from './madeira-clock';

export interface MenuSlot {
  /** YYYY-MM-DD */
  day: string;
  meal: Meal;
}

type Hours = OpeningHours & { id?: string | undefined };

export interface NextMealOptions {
  /** The closures calendar (`/encerramentos`): holidays and closures are skipped, changed hours count. */
  calendar?: readonly Closure[];
  /** HH:mm (Madeira) after which "today" is over for this student: the next meal is looked for from tomorrow. */
  cutoff?: string | null | undefined;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
/** The canteen's usual hours, for when the restaurants' own are not known (never loaded, or an older API). */
export const USUAL_HOURS: OpeningHours = {
  Servicos: [
    { refeicao: 'almoco', dias: [...WEEKDAYS, 6], inicio: '12:00', fim: '15:00' },
    { refeicao: 'jantar', dias: WEEKDAYS, inicio: '19:00', fim: '21:00' },
  ],
  MesesEncerrado: [],
  DiasEncerrado: [],
};

/** When the last restaurant serving `meal` on `day` stops serving it (HH:mm), or undefined when none serves it. */
function lastServiceEnd(
  hours: readonly Hours[],
  calendar: readonly Closure[],
  day: string,
  meal: Meal,
): string | undefined {
  const ends = hours.flatMap((r) => mealIn(dayPlan(r, calendar, r.id, day), meal)?.fim ?? []);
  return ends.sort().at(-1);
}

/** The restaurants' hours, or the canteen's usual ones when none are known. */
function hoursOf(restaurants: readonly Hours[]): readonly Hours[] {
  return restaurants.some((r) => r.Servicos.length > 0) ? restaurants : [USUAL_HOURS];
}

/**
 * The meal a student most likely wants to read about at `now` (Madeira's clock): today's lunch until the last lunch
 * service ends, then dinner until it ends, then the first meal of the next day any restaurant serves. Closed days
 * (holidays, closures) are skipped; past the student's cut-off, today is over. Days known to have no menu
 * (`daysWithMenu`, when a later day has one) are skipped.
 */
export function nextMeal(
  now: Date,
  restaurants: readonly Hours[],
  daysWithMenu: readonly string[] = [],
  { calendar = [], cutoff }: NextMealOptions = {},
): MenuSlot {
  const hours = hoursOf(restaurants);
  const { day: today, time } = madeiraClock(now);
  const lastPublished = [...daysWithMenu].sort().at(-1);
  const firstOffset = cutoff && time >= cutoff ? 1 : 0;
  for (let offset = firstOffset; offset < 21; offset++) {
    const day = addCalendarDays(today, offset);
    const knownEmpty =
      offset > 0 && lastPublished !== undefined && day < lastPublished && !daysWithMenu.includes(day);
    if (knownEmpty) continue;
    for (const meal of MEALS) {
      const end = lastServiceEnd(hours, calendar, day, meal);
      if (end === undefined || (offset === 0 && time >= end)) continue;
      return { day, meal };
    }
  }
  return { day: today, meal: 'almoco' };
}
