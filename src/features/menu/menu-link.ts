import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '@/lib/locale';
import { oneOf } from '@/lib/search-params';
import { MEALS, type Meal } from '@/contract/menu/meals';

export interface MenuLink {
  dia?: string;
  refeicao?: Meal;
}

/**
 * Reads `?dia=YYYY-MM-DD&refeicao=almoco|jantar`; an invalid field is dropped, the other one kept. URL guards, not
 * zod, like every search param (decision 006): the food page's first load carries no schema library.
 */
export function parseMenuLink(search: { dia?: unknown; refeicao?: unknown }): MenuLink {
  const dia =
    typeof search.dia === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.dia) ? search.dia : undefined;
  const refeicao = oneOf(search.refeicao, MEALS);
  return { ...(dia ? { dia } : {}), ...(refeicao ? { refeicao } : {}) };
}

/** The address that opens the food screen on one day and meal (shared with the Web Share API or copied). */
export function menuShareUrl(origin: string, locale: Locale, day: string, meal: Meal): string {
  const prefix = locale === 'en' ? '/en' : '';
  return `${origin}${prefix}/alimentacao?${new URLSearchParams({ dia: day, refeicao: meal }).toString()}`;
}

/** What one day's menu is called: the share button's title, and a day link's in its tab and preview (menu-day-title). */
export function mealMenuTitle(meal: Meal | undefined, dayLabel: string): MessageDescriptor {
  if (meal === 'almoco') return msg`Ementa do almoço: ${dayLabel}`;
  if (meal === 'jantar') return msg`Ementa do jantar: ${dayLabel}`;
  return msg`Ementa: ${dayLabel}`;
}
