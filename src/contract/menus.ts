import * as z from 'zod/mini';
import { DateString } from './api-building-blocks';
import { MEALS } from './opening-hours';

/** Menu courses in the order they are served (each has a label and an icon in the app). */
export const COURSES = [
  'Sopa',
  'Prato',
  'Prato de Peixe',
  'Vegetariano',
  'Acompanhamento',
  'sandesdodia',
  'salada',
  'Sobremesa',
] as const;
export type Course = (typeof COURSES)[number];

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
