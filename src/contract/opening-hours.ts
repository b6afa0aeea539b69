import * as z from 'zod/mini';

/**
 * When a restaurant serves a meal: ONE shape for the seed, the API (`/restaurantes` `Servicos`, `MesesEncerrado`, `DiasEncerrado`)
 * and the app, so the menus generated and the states the app shows (closed / not published) agree.
 */
export const MEALS = ['almoco', 'jantar'] as const;
export type Meal = (typeof MEALS)[number];

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm'));

export const MealServiceSchema = z.object({
  refeicao: z.enum(MEALS),
  /** 0 = Sunday ... 6 = Saturday. */
  dias: z.array(z.int().check(z.minimum(0), z.maximum(6))),
  /** Local time, HH:mm. */
  inicio: clock,
  fim: clock,
});
export type MealService = z.infer<typeof MealServiceSchema>;

export const OpeningHoursSchema = z.object({
  /** Empty for a bar: it publishes no menus. */
  Servicos: z._default(z.array(MealServiceSchema), []),
  /** Months (1-12) the restaurant is closed all month. */
  MesesEncerrado: z._default(z.array(z.int().check(z.minimum(1), z.maximum(12))), []),
  /** Single days (YYYY-MM-DD) the restaurant is closed: public holidays. */
  DiasEncerrado: z._default(
    z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'))),
    [],
  ),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** The service of `meal` on `day` (YYYY-MM-DD), or undefined when the restaurant is closed for it. */
export function serviceOn(hours: OpeningHours, day: string, meal: Meal): MealService | undefined {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  if (hours.MesesEncerrado.includes(month) || hours.DiasEncerrado.includes(day)) return undefined;
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return hours.Servicos.find((service) => service.refeicao === meal && service.dias.includes(weekday));
}
