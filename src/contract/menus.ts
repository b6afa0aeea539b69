import * as z from 'zod/mini';
import { DateString } from './api-building-blocks';
import { MEALS } from './meals';

/** A course the restaurant did not publish that day is null or absent. */
const Course = z.nullable(z.optional(z.string()));

/** `GET /ementas`: one entry per restaurant, day and meal. */
export const MenuEntrySchema = z.object({
  Restaurante: z.string(),
  ementa_dia: DateString,
  refeicao: z.enum(MEALS),
  Sopa: Course,
  Prato: Course,
  'Prato de Peixe': Course,
  Vegetariano: Course,
  Acompanhamento: Course,
  sandesdodia: Course,
  salada: Course,
  Sobremesa: Course,
});
export type MenuEntry = z.infer<typeof MenuEntrySchema>;
export const WeekMenuSchema = z.array(MenuEntrySchema);
