import * as z from 'zod/mini';
import { MEALS } from './menu/meals';

/**
 * When a restaurant serves a meal: ONE shape for the seed, the API (`/restaurantes` `Servicos`, `MesesEncerrado`, `DiasEncerrado`)
 * and the app, so the menus generated and the states the app shows (closed / not published) agree. The days the
 * usual hours do not hold (holidays, closures, changed hours) are the closures calendar (closures.ts).
 */
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm'));

export const MealServiceSchema = z.object({
  refeicao: z.enum(MEALS),
  /** 0 = Sunday ... 6 = Saturday. */
  dias: z.array(z.int().check(z.minimum(0), z.maximum(6))),
  /** Local time, HH:mm. */
  inicio: clock,
  fim: clock,
});

export const OpeningHoursSchema = z.object({
  /** Empty for a bar: it publishes no menus. */
  Servicos: z._default(z.array(MealServiceSchema), []),
  /** Months (1-12) the restaurant is closed all month. */
  MesesEncerrado: z._default(z.array(z.int().check(z.minimum(1), z.maximum(12))), []),
  /**
   * Single days (YYYY-MM-DD) the restaurant is closed. Kept for APIs that send them; holidays and the office's
   * closures are the closures calendar now (closures.ts, `/encerramentos`).
   */
  DiasEncerrado: z._default(
    z.array(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'))),
    [],
  ),
});
export type MealService = z.infer<typeof MealServiceSchema>;
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;
