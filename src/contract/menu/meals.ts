/*
 * The meals and the courses: plain values shared by the seed, the server and the app (when a meal is served is
 * service-calendar.ts). Kept apart from the schemas (opening-hours.ts, menus.ts) so a screen that only reads them does
 * not load zod.
 */

export const MEALS = ['almoco', 'jantar'] as const;
export type Meal = (typeof MEALS)[number];

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
