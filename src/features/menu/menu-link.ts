import * as z from 'zod/mini';
import type { Locale } from '@/lib/locale';
import type { Meal } from '@/contract/opening-hours';

const DaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const MealSchema = z.enum(['almoco', 'jantar']);

export interface MenuLink {
  dia?: string;
  refeicao?: Meal;
}

/** Reads `?dia=YYYY-MM-DD&refeicao=almoco|jantar`; an invalid field is dropped, the other one kept. */
export function parseMenuLink(search: { dia?: unknown; refeicao?: unknown }): MenuLink {
  const dia = DaySchema.safeParse(search.dia);
  const refeicao = MealSchema.safeParse(search.refeicao);
  return {
    ...(dia.success ? { dia: dia.data } : {}),
    ...(refeicao.success ? { refeicao: refeicao.data } : {}),
  };
}

/** The address that opens the food screen on one day and meal (shared with the Web Share API or copied). */
export function menuShareUrl(origin: string, locale: Locale, day: string, meal: Meal): string {
  const prefix = locale === 'en' ? '/en' : '';
  return `${origin}${prefix}/alimentacao?${new URLSearchParams({ dia: day, refeicao: meal }).toString()}`;
}
