import type { Closure } from '@/contract/closures';
import type { Meal } from '@/contract/menu/meals';
import type { Restaurant } from '@/contract/restaurants';
import { dayPlan } from '@/contract/menu/service-calendar';
import { addCalendarDays, madeiraClock, madeiraInstant } from './madeira-clock';

/** Closing within this many minutes is said as "closes in N min". */
export const CLOSING_SOON_MINUTES = 30;
/** How far ahead the next opening is looked for (a summer closing is four weeks). */
const LOOK_AHEAD_DAYS = 45;

export type RestaurantStatus =
  /** Serving `meal` now until `until` (HH:mm, Madeira). */
  | { kind: 'open'; meal: Meal; until: string; minutesLeft: number; changed?: Closure }
  /** Not serving now; opens on `day` at `at`. `closedToday`: the closure that shuts it today, if any. */
  | { kind: 'opens'; meal: Meal; day: string; at: string; inDays: number; changed?: Closure }
  /** Closed today by the calendar: a holiday, a holiday closing, another closure. */
  | { kind: 'closed'; closure: Closure; reopens?: { day: string; at: string; meal: Meal } }
  /**
   * No service known ahead (a restaurant without hours, closed further than we look, or the office's calendar not
   * published that far).
   */
  | { kind: 'unknown' };

/** The next service of `restaurant` at or after Madeira's `day` (from `time` on that day). */
export function nextService(
  restaurant: Restaurant,
  calendar: readonly Closure[],
  day: string,
  time = '00:00',
): { day: string; meal: Meal; inicio: string; fim: string; changed?: Closure } | undefined {
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset++) {
    const date = addCalendarDays(day, offset);
    const plan = dayPlan(restaurant, calendar, restaurant.id, date);
    // Past the office's published calendar no opening can be promised.
    if (plan.unpublished) return undefined;
    const service = plan.services.find((s) => offset > 0 || time < s.fim);
    if (service) {
      const { refeicao: meal, inicio, fim } = service;
      return { day: date, meal, inicio, fim, ...(plan.changed ? { changed: plan.changed } : {}) };
    }
  }
  return undefined;
}

/**
 * What is true of a restaurant at `now`, from its hours, the closures calendar and Madeira's clock: open until, opens
 * at, closed today (and why), or unknown.
 */
export function restaurantStatus(
  now: Date,
  restaurant: Restaurant,
  calendar: readonly Closure[],
): RestaurantStatus {
  const { day, time } = madeiraClock(now);
  const today = dayPlan(restaurant, calendar, restaurant.id, day);
  if (today.closure) {
    const next = nextService(restaurant, calendar, addCalendarDays(day, 1));
    return {
      kind: 'closed',
      closure: today.closure,
      ...(next ? { reopens: { day: next.day, at: next.inicio, meal: next.meal } } : {}),
    };
  }
  const next = nextService(restaurant, calendar, day, time);
  if (!next) return { kind: 'unknown' };
  // Today's changed hours still explain the evening after an early close (closed at 20:45 while the usual hours say
  // 21:00), even when the next service, tomorrow, is back to the usual hours.
  const changedHours = today.changed ?? next.changed;
  const changed = changedHours ? { changed: changedHours } : {};
  if (next.day === day && time >= next.inicio) {
    const minutesLeft = Math.ceil((madeiraInstant(day, next.fim).getTime() - now.getTime()) / 60_000);
    return { kind: 'open', meal: next.meal, until: next.fim, minutesLeft, ...changed };
  }
  const inDays = Math.round(
    (Date.parse(`${next.day}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
  return { kind: 'opens', meal: next.meal, day: next.day, at: next.inicio, inDays, ...changed };
}
