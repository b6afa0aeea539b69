import { addDays, format, isSunday } from 'date-fns';
import { LAST_DINNER_HOUR } from './week-days';

/**
 * The day the menu opens on: today, but on a Sunday or after the last dinner it is the next day that has a menu
 * (`availableDays`, YYYY-MM-DD). Without a known later menu it is the next day that is not a Sunday.
 */
export function defaultMenuDay(now: Date, availableDays: readonly string[]): string {
  const today = format(now, 'yyyy-MM-dd');
  if (!isSunday(now) && now.getHours() < LAST_DINNER_HOUR) return today;
  const later = [...availableDays].filter((day) => day > today).sort();
  if (later[0]) return later[0];
  const next = addDays(now, 1);
  return format(isSunday(next) ? addDays(next, 1) : next, 'yyyy-MM-dd');
}
