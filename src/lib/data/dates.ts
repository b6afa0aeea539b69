import { isValid, lightFormat } from 'date-fns';
import { intlLocales } from './intl-locale';
import type { Locale } from '../locale';

// Dates in words come from the browser's own CLDR data (`Intl.DateTimeFormat`), not from `format` with date-fns's
// locale objects: `format` brings every formatter, the English default locale and ours (8.6 KB gzip on each route
// that shows a date). Fixed-shape dates (YYYY-MM-DD, HH:mm) use date-fns's `lightFormat`, which has no locale at
// all. Decision 017.

/** The shapes of the app's dates in words. */
const shapes = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
  month: { month: 'long' },
  monthShort: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Shape = keyof typeof shapes;

// One formatter per locale and shape, made once: building one costs about 0.2 ms, and the week's carousel names
// 36 days five ways (date-fns's `intlFormat` builds a new one on every call: 38 ms of a cold start). The first one of
// a browser process also loads ICU's data.
const formatters = new Map<string, Intl.DateTimeFormat>();

function inWords(date: Date, locale: string, shape: Shape): string {
  const key = `${locale} ${shape}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, shapes[shape]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * The day a YYYY-MM-DD date names (the date part of a longer ISO timestamp too), at local midnight; an Invalid
 * Date when it names no calendar day. The API's dates are days: no time zone arithmetic (date-fns's `parseISO`
 * reads the whole ISO 8601 grammar, 1.2 KB gzip on every route that shows a date).
 */
export function parseDay(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return new Date(Number.NaN);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : new Date(Number.NaN);
}

/**
 * "05/11/2026": day, month and year of an API day, the same in both locales (housing phases, UX-06); a date that
 * names no calendar day is shown as it came.
 */
export function formatDayMonthYear(isoDate: string): string {
  const date = parseDay(isoDate);
  return isValid(date) ? lightFormat(date, 'dd/MM/yyyy') : isoDate;
}

/** "05/11": day and month of a moment (epoch ms), the same in both locales. */
export function formatDayMonth(timestamp: number): string {
  return lightFormat(timestamp, 'dd/MM');
}

/** "09:05": the time of a moment (epoch ms) on a 24-hour clock, the same in both locales. */
export function formatTime(timestamp: number): string {
  return lightFormat(timestamp, 'HH:mm');
}

/** "2026-11-22": a day as the API and the URLs write it, on this device's calendar. */
export function isoDay(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** "22 de novembro de 2026" / "22 November 2026"; an unparsable date is shown as it came. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = parseDay(isoDate);
  return isValid(date) ? inWords(date, intlLocales[locale], 'long') : isoDate;
}

/** "22 de novembro" / "22 November": a day of this year or the next, named without its year. */
export function formatDayAndMonth(isoDate: string, locale: Locale): string {
  const date = parseDay(isoDate);
  return isValid(date) ? inWords(date, intlLocales[locale], 'dayMonth') : isoDate;
}

/** "domingo, 22 de novembro de 2026" / "Sunday, 22 November 2026": a day of the menu, named in full. */
export function formatFullDate(date: Date, locale: Locale): string {
  return inWords(date, intlLocales[locale], 'full');
}

/** "22 de novembro de 2026 às 14:05" / "22 November 2026 at 14:05": when something was saved (epoch ms). */
export function formatDateTime(timestamp: number, locale: Locale): string {
  return inWords(new Date(timestamp), intlLocales[locale], 'dateTime');
}

/** "domingo" / "Sunday". */
export function weekdayName(date: Date, locale: Locale): string {
  return inWords(date, intlLocales[locale], 'weekday');
}

/**
 * "dom." / "Sun": the week tile's short weekday. Portugal's CLDR abbreviation is the whole word ("segunda"), too
 * wide for a phone's tile, so Portuguese takes the generic `pt` one.
 */
export function weekdayShort(date: Date, locale: Locale): string {
  return inWords(date, locale === 'pt' ? 'pt' : intlLocales[locale], 'weekdayShort');
}

/** "novembro" / "November", or "nov." / "Nov" when `short`. */
export function monthName(date: Date, locale: Locale, short = false): string {
  return inWords(date, intlLocales[locale], short ? 'monthShort' : 'month');
}
