/**
 * Calendar helpers on plain "YYYY-MM-DD" strings (dates without time zones, computed in UTC), and Madeira's clock:
 * the canteens', the menus' and the alerts' day and time are Madeira's, whatever time zone the server runs in (a
 * container's is UTC).
 */
const DAY_MS = 86_400_000;

export const MADEIRA_TIME_ZONE = 'Atlantic/Madeira';

const madeiraFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MADEIRA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface MadeiraClock {
  /** YYYY-MM-DD in Madeira. */
  day: string;
  /** Minutes since Madeira's midnight (summer time included). */
  minutes: number;
}

/** The Madeira day and minute of an instant (Intl knows the summer-time changes). */
export function madeiraClock(at: Date): MadeiraClock {
  const parts = Object.fromEntries(madeiraFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The calendar day in Madeira of an instant, as "YYYY-MM-DD" (the server's "today"). */
export const madeiraDay = (at: Date): string => madeiraClock(at).day;

/** "HH:mm" as minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A real calendar date (rejects 2026-02-30). */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = parseDay(day);
  return !Number.isNaN(date.getTime()) && isoDate(date) === day;
}

export function addDays(day: string, days: number): string {
  return isoDate(new Date(parseDay(day).getTime() + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: string): number {
  return parseDay(day).getUTCDay();
}

/** Monday of the week containing `day`; on a Sunday, the Monday that follows (the week the site shows next). */
export function currentWeekMonday(day: string): string {
  const dow = weekday(day);
  return dow === 0 ? addDays(day, 1) : addDays(day, 1 - dow);
}

/** "20260311" -> "2026-03-11", or null when not a real date. */
export function fromCompactDay(compact: string): string | null {
  if (!/^\d{8}$/.test(compact)) return null;
  const day = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  return isRealDay(day) ? day : null;
}
