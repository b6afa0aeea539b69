import { format, isValid, parseISO } from 'date-fns';
import { enGB, pt } from 'date-fns/locale';
import type { Locale } from './locale';

const dateFnsLocales = { pt, en: enGB } as const;

export function dateFnsLocale(locale: Locale) {
  return dateFnsLocales[locale];
}

/** "22 de novembro de 2026" / "22 November 2026"; an unparsable date is shown as it came. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'PPP', { locale: dateFnsLocale(locale) }) : isoDate;
}

/** "22 de nov. de 2026, 14:05" / "22 Nov 2026, 14:05": when something was saved (epoch milliseconds). */
export function formatDateTime(timestamp: number, locale: Locale): string {
  return format(new Date(timestamp), 'PPp', { locale: dateFnsLocale(locale) });
}
