import { addDays, isSaturday, startOfWeek, subWeeks } from 'date-fns';
import { isoDay } from '@/lib/data/dates';
import { weekRange, type WeekRange } from './week-range';

/** Weeks in the carousel: four back (spec section 9), the current one, and next week once it is published. */
const WEEKS_BACK = 4;
const WEEKS_AHEAD = 1;
export const CURRENT_WEEK_INDEX = WEEKS_BACK;
/** The last dinner ends at 21:00; after it, "today's menu" is over. */
export const LAST_DINNER_HOUR = 21;

export interface CarouselWeek {
  /** 0 = the oldest week, CURRENT_WEEK_INDEX = the current week, then next week (and on, after a long closure). */
  index: number;
  range: WeekRange;
  /** Monday to Saturday as YYYY-MM-DD (no menus on Sundays). */
  days: string[];
}

/**
 * The day the "current week" is taken from. Late on Saturday the week is over, so it is the next one; on a Sunday
 * `weekRange` already yields the week that starts the next day.
 */
export function menuAnchor(now: Date): Date {
  return isSaturday(now) && now.getHours() >= LAST_DINNER_HOUR ? addDays(now, 1) : now;
}

/** Monday..Saturday of the week that starts on `sunday`. */
export function weekDays(sunday: Date): string[] {
  return [1, 2, 3, 4, 5, 6].map((offset) => isoDay(addDays(sunday, offset)));
}

/** Weeks the carousel may reach ahead for the next meal: the summer closing is four. */
const MAX_WEEKS_AHEAD = 8;

/**
 * The carousel's weeks, oldest first, for the clock `now`; up to the week of `through` (the next meal's day) when it
 * is later than next week: after a long closure (Christmas, the summer) the page opens on the day it reopens.
 */
export function carouselWeeks(now: Date, through?: string): CarouselWeek[] {
  const anchor = menuAnchor(now);
  const lastSunday = startOfWeek(anchor, { weekStartsOn: 0 });
  let ahead = WEEKS_AHEAD;
  while (
    through !== undefined &&
    ahead < MAX_WEEKS_AHEAD &&
    through > (weekDays(addDays(lastSunday, 7 * ahead)).at(-1) ?? through)
  )
    ahead += 1;
  return Array.from({ length: WEEKS_BACK + 1 + ahead }, (_, index) => {
    const weeksBack = CURRENT_WEEK_INDEX - index;
    const sunday = subWeeks(startOfWeek(anchor, { weekStartsOn: 0 }), weeksBack);
    return { index, range: weekRange(anchor, weeksBack), days: weekDays(sunday) };
  });
}

/** The index of the carousel week holding `day` (YYYY-MM-DD), or -1 when it is not in the carousel. */
export function weekIndexOf(weeks: readonly CarouselWeek[], day: string): number {
  return weeks.findIndex((week) => week.days.includes(day));
}

/** The current and the next week's ranges: what is fetched ahead so the menu reads offline. */
export function prefetchWeekRanges(now: Date): WeekRange[] {
  const anchor = menuAnchor(now);
  return [weekRange(anchor), weekRange(anchor, -1)];
}
