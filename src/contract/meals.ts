/*
 * The meals, the courses and when a meal is served: plain values and rules, shared by the seed, the server and the
 * app. Kept apart from the schemas (opening-hours.ts, menus.ts) so a screen that only reads them does not load zod.
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

/** What `serviceOn` reads of a restaurant's opening hours (`OpeningHours`, opening-hours.ts). */
interface ServiceDays<S> {
  Servicos: readonly S[];
  MesesEncerrado: readonly number[];
  DiasEncerrado: readonly string[];
}

/** The service of `meal` on `day` (YYYY-MM-DD), or undefined when the restaurant is closed for it. */
export function serviceOn<S extends { refeicao: Meal; dias: readonly number[] }>(
  hours: ServiceDays<S>,
  day: string,
  meal: Meal,
): S | undefined {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  if (hours.MesesEncerrado.includes(month) || hours.DiasEncerrado.includes(day)) return undefined;
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return hours.Servicos.find((service) => service.refeicao === meal && service.dias.includes(weekday));
}
