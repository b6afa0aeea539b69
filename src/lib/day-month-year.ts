/**
 * "05/11/2026": day, month and year of a YYYY-MM-DD date, the same in both locales (housing phases, UX-06); a date
 * that is no calendar day is shown as it came. No locale and no arithmetic: the digits reordered. Through date-fns,
 * rolldown put the housing page's first load in the chunk of `format` and its locales (5 KB).
 */
export function formatDayMonthYear(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  const real =
    date.getFullYear() === Number(year) &&
    date.getMonth() === Number(month) - 1 &&
    date.getDate() === Number(day);
  return real ? `${day}/${month}/${year}` : isoDate;
}
