import { addDays, currentWeekMonday } from '../lib/dates';
import { fold } from '../../../src/contract/requests/search-text';
import type { Translatable } from '../lib/i18n';
import type { Allergen } from '../../../src/contract/menu/allergens';
import { COURSES, MEALS, type Course, type Meal } from '../../../src/contract/menu/meals';
import { dayPlan, mealIn } from '../../../src/contract/menu/service-calendar';
import type { ClosureRow } from './generate-closures';
import type { MenuDishesSeed, RestaurantSeed } from './seed-schemas';

export { MEALS, type Meal };

type Dish = MenuDishesSeed[Course][number];

export interface MenuRow {
  day: string;
  restaurant: Translatable;
  restaurantId: string;
  meal: Meal;
  courses: Record<Course, Translatable | null>;
  /** Each served course's allergens, when the restaurant publishes them (`Alergenos`). */
  allergens?: Partial<Record<Course, Allergen[]>>;
}

export interface MenuRange {
  /** Monday four weeks before the current week. */
  first: string;
  /** Saturday two weeks after the current week. */
  last: string;
  /** Wednesday of the current week: no dinner anywhere, on purpose (the app's empty state). */
  noDinnerDay: string;
}

/** The current week contains `today`; on a Sunday it is the week that starts the next day. */
export function menuRange(today: string): MenuRange {
  const monday = currentWeekMonday(today);
  return { first: addDays(monday, -28), last: addDays(monday, 14 + 5), noDinnerDay: addDays(monday, 2) };
}

/** FNV-1a: a stable 32-bit hash of the seed key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG, so a date+restaurant+meal always gets the same dishes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Chance that a course is left out (null) of a meal. */
const NULL_CHANCE: Partial<Record<Course, number>> = { sandesdodia: 0.4, salada: 0.3, Vegetariano: 0.15 };
const ACADEMIC_DINNER_NO_DESSERT = 0.5;

function isAcademic(name: string): boolean {
  return fold(name).includes('academ');
}

function courses(dishes: MenuDishesSeed, key: string, noDessert: boolean): Record<Course, Dish | null> {
  const next = random(hash(key));
  const entries = COURSES.map((course): [Course, Dish | null] => {
    const pool = dishes[course];
    const dish = pool[Math.floor(next() * pool.length)] ?? null;
    const omitted = next() < (NULL_CHANCE[course] ?? 0) || (course === 'Sobremesa' && noDessert);
    return [course, omitted ? null : dish];
  });
  return Object.fromEntries(entries) as Record<Course, Dish | null>;
}

/** The allergens of each dish served, or undefined when one of them has none on record. */
function allergensOf(served: Record<Course, Dish | null>): Partial<Record<Course, Allergen[]>> | undefined {
  const dishes = COURSES.flatMap((course) => (served[course] ? [[course, served[course]] as const] : []));
  if (dishes.some(([, dish]) => !dish.alergenos)) return undefined;
  return Object.fromEntries(dishes.map(([course, dish]) => [course, dish.alergenos ?? []]));
}

/**
 * Menus for the range around `today`: each restaurant serving menus, on the days and meals its hours, read through
 * the closures calendar, say it serves (none on a holiday or a closed day; changed hours as changed).
 */
export function generateMenus(
  dishes: MenuDishesSeed,
  restaurants: RestaurantSeed[],
  today: string,
  calendar: readonly ClosureRow[] = [],
): MenuRow[] {
  const range = menuRange(today);
  const serving = restaurants.filter((r) => dishes.restaurants_serving_menus.includes(r.Titulo.pt));
  const rows: MenuRow[] = [];
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) {
    for (const { Titulo: restaurant, id, ...hours } of serving) {
      const plan = dayPlan(hours, calendar, id, day);
      const publishesAllergens = dishes.restaurants_publishing_allergens.includes(restaurant.pt);
      for (const meal of MEALS) {
        if (!mealIn(plan, meal)) continue;
        if (meal === 'jantar' && day === range.noDinnerDay) continue;
        const key = `${day}|${restaurant.pt}|${meal}`;
        const noDessert =
          meal === 'jantar' &&
          isAcademic(restaurant.pt) &&
          random(hash(`${key}|dessert`))() < ACADEMIC_DINNER_NO_DESSERT;
        const served = courses(dishes, key, noDessert);
        const allergens = publishesAllergens ? allergensOf(served) : undefined;
        rows.push({
          day,
          restaurant,
          restaurantId: id,
          meal,
          courses: served,
          ...(allergens ? { allergens } : {}),
        });
      }
    }
  }
  return rows;
}
