import * as z from 'zod/mini';
import { ALLERGENS } from './menu/allergens';
import { DateString } from './api-building-blocks';
import { COURSES, MEALS } from './menu/meals';

/** A course the restaurant did not publish that day is null or absent. */
const Course = z.nullable(z.optional(z.string()));

/** `GET /ementas`: one entry per restaurant, day and meal. */
export const MenuEntrySchema = z.object({
  Restaurante: z.string(),
  /**
   * The restaurant's stable id (`id` of `/restaurantes`, e.g. `cantina-penteada`): an addition of the bundled server,
   * optional (the university's API names the restaurant only by its title).
   */
  RestauranteId: z.optional(z.string()),
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
  /**
   * The allergens (EU 1169/2011 Annex II codes, allergens.ts) of each course served, `[]` for none of them. Absent:
   * the restaurant published no allergen data for this menu (the app then says to ask whoever serves it).
   */
  Alergenos: z.optional(z.partialRecord(z.enum(COURSES), z.array(z.enum(ALLERGENS)))),
});
export type MenuEntry = z.infer<typeof MenuEntrySchema>;
export const WeekMenuSchema = z.array(MenuEntrySchema);
