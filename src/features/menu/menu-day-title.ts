import { msg } from '@lingui/core/macro';
import { formatFullDate, parseDay } from '@/lib/dates';
import { translateIn } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { parseMenuLink } from './menu-link';

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
  const dayLabel = formatFullDate(parseDay(dia), locale);
  const title =
    refeicao === 'almoco'
      ? msg`Ementa do almoço: ${dayLabel}`
      : refeicao === 'jantar'
        ? msg`Ementa do jantar: ${dayLabel}`
        : msg`Ementa: ${dayLabel}`;
  return translateIn(locale, title);
}
