import * as z from 'zod/mini';
import { MEALS } from '@/contract/opening-hours';
import { DateString } from '@/lib/api-schemas';

const Course = z.nullable(z.optional(z.string()));

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
export type Meal = MenuEntry['refeicao'];
export const WeekMenuSchema = z.array(MenuEntrySchema);
