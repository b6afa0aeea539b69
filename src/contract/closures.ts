import * as z from 'zod/mini';
import { DateString } from './api-building-blocks';
import { MealServiceSchema } from './opening-hours';
import { CLOSURE_KINDS } from './menu/service-calendar';

/**
 * `GET /encerramentos`: the closures calendar, ONE shape for the seed, the API, the menu generator, the OpenMensa
 * feed and the app (decision 028). The rules that read it are in service-calendar.ts (no zod there).
 */
export const ClosureSchema = z.object({
  /** feriado: a public holiday; ferias: a holiday closing (summer, Christmas); encerramento: another closure; horario: changed hours. */
  tipo: z.enum(CLOSURE_KINDS),
  /** First and last day, both included (YYYY-MM-DD, Madeira's calendar). */
  inicio: DateString,
  fim: DateString,
  /** The restaurants' ids it applies to; empty: every restaurant. */
  restaurantes: z._default(z.array(z.string()), []),
  /** The holiday's name or the reason, in the language asked for. */
  motivo: z.string(),
  /** `horario` only: the restaurant's services on those days, in place of its usual ones. */
  servicos: z.optional(z.array(MealServiceSchema)),
  /** The notice that announced it (`post_name` of `/docavisos`), when there is one. */
  aviso: z.optional(z.string()),
});
export type Closure = z.infer<typeof ClosureSchema>;
export const ClosureCalendarSchema = z.array(ClosureSchema);
