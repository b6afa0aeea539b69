import { formatFullDate, parseDay } from '@/lib/data/dates';
import { translateIn } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { mealMenuTitle, parseMenuLink } from './menu-link';

/**
 * What a link to one day's menu is called, in the tab and in a shared link's preview (the HTML our server sends for
 * it): the day, and the meal when the link names one, as the share button's own title says. Undefined without a day.
 */
export function menuDayTitle(
  locale: Locale,
  search: { dia?: unknown; refeicao?: unknown },
): string | undefined {
  const { dia, refeicao } = parseMenuLink(search);
  if (!dia) return undefined;
  return translateIn(locale, mealMenuTitle(refeicao, formatFullDate(parseDay(dia), locale)));
}
