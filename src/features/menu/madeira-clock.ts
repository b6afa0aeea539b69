/*
 * The canteens' clock: Madeira's wall time (Atlantic/Madeira: WET, WEST in summer), whatever the device's time zone,
 * so "open until 14:30" and "closes in 20 min" are the canteen's hours for a student whose phone is set elsewhere.
 */
const ZONE = 'Atlantic/Madeira';
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  /** YYYY-MM-DD in Madeira. */
  day: string;
  /** HH:mm in Madeira. */
  time: string;
}

function fields(at: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
}

export function madeiraClock(at: Date): WallClock {
  const f = fields(at);
  return { day: `${f.year}-${f.month}-${f.day}`, time: `${f.hour}:${f.minute}` };
}

/** Madeira's offset from UTC at `at`, in milliseconds (0 in winter, one hour in summer). */
function offsetAt(at: Date): number {
  const f = fields(at);
  const wall = Date.UTC(
    Number(f.year),
    Number(f.month) - 1,
    Number(f.day),
    Number(f.hour),
    Number(f.minute),
    Number(f.second),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment Madeira's clocks read `time` (HH:mm) on `day` (YYYY-MM-DD). */
export function madeiraInstant(day: string, time: string): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The offset of the guess, then of the answer: right on either side of a change of summer time.
  const guess = wall - offsetAt(new Date(wall));
  return new Date(wall - offsetAt(new Date(guess)));
}

/** `day` plus `days` calendar days (YYYY-MM-DD; no time zone). */
export function addCalendarDays(day: string, days: number): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
