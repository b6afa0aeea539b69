import { addDays, currentWeekMonday } from '../lib/dates';
import { fold } from '../../../src/contract/search-text';
import type { Translatable } from '../lib/i18n';
import { COURSES, MEALS, serviceOn, type Course, type Meal } from '../../../src/contract/meals';
import type { MenuDishesSeed, RestaurantSeed } from './seed-schemas';

export { MEALS, type Meal };

export interface MenuRow {
  day: string;
  restaurant: Translatable;
  meal: Meal;
  courses: Record<Course, Translatable | null>;
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

function courses(
  dishes: MenuDishesSeed,
  key: string,
  noDessert: boolean,
): Record<Course, Translatable | null> {
  const next = random(hash(key));
  const entries = COURSES.map((course): [Course, Translatable | null] => {
    const pool = dishes[course];
    const dish = pool[Math.floor(next() * pool.length)] ?? null;
    const omitted = next() < (NULL_CHANCE[course] ?? 0) || (course === 'Sobremesa' && noDessert);
    return [course, omitted ? null : dish];
  });
  return Object.fromEntries(entries) as Record<Course, Translatable | null>;
}

/** Menus for the range around `today`: each restaurant serving menus, on the days and meals its hours say it serves. */
export function generateMenus(
  dishes: MenuDishesSeed,
  restaurants: RestaurantSeed[],
  today: string,
): MenuRow[] {
  const range = menuRange(today);
  const serving = restaurants.filter((r) => dishes.restaurants_serving_menus.includes(r.Titulo.pt));
  const rows: MenuRow[] = [];
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) {
    for (const { Titulo: restaurant, ...hours } of serving) {
      for (const meal of MEALS) {
        if (!serviceOn(hours, day, meal)) continue;
        if (meal === 'jantar' && day === range.noDinnerDay) continue;
        const key = `${day}|${restaurant.pt}|${meal}`;
        const noDessert =
          meal === 'jantar' &&
          isAcademic(restaurant.pt) &&
          random(hash(`${key}|dessert`))() < ACADEMIC_DINNER_NO_DESSERT;
        rows.push({ day, restaurant, meal, courses: courses(dishes, key, noDessert) });
      }
    }
  }
  return rows;
}
