/** Calendar helpers on plain "YYYY-MM-DD" strings (dates without time zones, computed in UTC). */
const DAY_MS = 86_400_000;

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The local calendar day of an instant, as "YYYY-MM-DD" (the server's idea of "today"). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
