/** The canteens' clock: every alert time is in Atlantic/Madeira time, wherever the phone or the server is. */
export const ALERTS_TIME_ZONE = 'Atlantic/Madeira';

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: ALERTS_TIME_ZONE,
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
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** "HH:mm" as minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
