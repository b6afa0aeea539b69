import { addDays, lightFormat, set, startOfDay } from 'date-fns';
import { isoDay } from '@/lib/dates';
import { MEALS, type Meal } from '@/contract/meals';
import { dayPlan, mealIn } from '@/contract/service-calendar';
import type { OpeningHours } from '@/contract/opening-hours';

export interface MenuSlot {
  /** YYYY-MM-DD */
  day: string;
  meal: Meal;
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
function lastServiceEnd(hours: readonly OpeningHours[], day: string, meal: Meal): string | undefined {
  const ends = hours.flatMap((restaurant) => mealIn(dayPlan(restaurant, [], undefined, day), meal)?.fim ?? []);
  return ends.sort().at(-1);
}

/** The restaurants' hours, or the canteen's usual ones when none are known. */
function hoursOf(restaurants: readonly OpeningHours[]): readonly OpeningHours[] {
  return restaurants.some((r) => r.Servicos.length > 0) ? restaurants : [USUAL_HOURS];
}

/**
 * The meal a student most likely wants to read about at `now`: today's lunch until the last lunch service ends,
 * then dinner until it ends, then the first meal of the next day any restaurant serves. Days known to have no menu
 * (`daysWithMenu`, when a later day has one) are skipped.
 */
export function nextMeal(
  now: Date,
  restaurants: readonly OpeningHours[],
  daysWithMenu: readonly string[] = [],
): MenuSlot {
  const hours = hoursOf(restaurants);
  const time = lightFormat(now, 'HH:mm');
  const lastPublished = [...daysWithMenu].sort().at(-1);
  for (let offset = 0; offset < 14; offset++) {
    const day = isoDay(addDays(now, offset));
    const knownEmpty =
      offset > 0 && lastPublished !== undefined && day < lastPublished && !daysWithMenu.includes(day);
    if (knownEmpty) continue;
    for (const meal of MEALS) {
      const end = lastServiceEnd(hours, day, meal);
      if (end === undefined || (offset === 0 && time >= end)) continue;
      return { day, meal };
    }
  }
  return { day: isoDay(now), meal: 'almoco' };
}

/**
 * The first moment after `now` at which `nextMeal` may answer otherwise (a service of today ends, or midnight comes):
 * a screen that shows the next meal reads true until then.
 */
export function nextMealChangesAt(now: Date, restaurants: readonly OpeningHours[]): Date {
  const hours = hoursOf(restaurants);
  const day = isoDay(now);
  const time = lightFormat(now, 'HH:mm');
  const [next] = MEALS.flatMap((meal) =>
    hours.flatMap((restaurant) => mealIn(dayPlan(restaurant, [], undefined, day), meal)?.fim ?? []),
  )
    .filter((end) => end > time)
    .sort();
  if (next === undefined) return startOfDay(addDays(now, 1));
  const [hoursPart = 0, minutes = 0] = next.split(':').map(Number);
  return set(now, { hours: hoursPart, minutes, seconds: 0, milliseconds: 0 });
}
