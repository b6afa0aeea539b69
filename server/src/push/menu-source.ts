import type { Database } from 'better-sqlite3';
import type { Closure } from '../../../src/contract/closures';
import { COURSES, type Course, type Meal } from '../../../src/contract/menu/meals';
import type { OpeningHours } from '../../../src/contract/opening-hours';
import { dayPlan, mealIn } from '../../../src/contract/menu/service-calendar';
import { readClosures } from '../db/read-closures';

type Bilingual = { pt: string; en: string };

/** A restaurant as the alerts read it: its stable id, its names and its meal hours. */
export interface AlertRestaurant {
  id: string;
  name: Bilingual;
  hours: OpeningHours;
}

/** One published meal: its dishes by course, in both languages. */
export interface PublishedMeal {
  day: string;
  restaurantId: string;
  meal: Meal;
  dishes: Array<{ course: Course; name: Bilingual }>;
}

/** Where the alerts read restaurants and menus: this server's database (the API's own source). */
export interface MenuSource {
  restaurants(): AlertRestaurant[];
  /** Meals published from `from` to `to` (YYYY-MM-DD, inclusive). */
  meals(from: string, to: string): PublishedMeal[];
  /** The closures calendar (holidays, the office's closures, changed hours), as the API and the app read it. */
  calendar(): readonly Closure[];
}

interface RestaurantRow {
  id: string;
  titulo_pt: string;
  titulo_en: string;
  hours: string;
}
interface MenuRow {
  day: string;
  restaurant_id: string;
  meal: Meal;
  courses_pt: string;
  courses_en: string;
}

export function databaseMenus(db: Database): MenuSource {
  return {
    restaurants: () =>
      (
        db
          .prepare('SELECT id, titulo_pt, titulo_en, hours FROM restaurants ORDER BY position')
          .all() as RestaurantRow[]
      ).map((row) => ({
        id: row.id,
        name: { pt: row.titulo_pt, en: row.titulo_en },
        hours: JSON.parse(row.hours) as OpeningHours,
      })),
    meals: (from, to) =>
      (
        db
          .prepare(
            'SELECT day, restaurant_id, meal, courses_pt, courses_en FROM menus WHERE day BETWEEN ? AND ?',
          )
          .all(from, to) as MenuRow[]
      ).map((row) => {
        const pt = JSON.parse(row.courses_pt) as Partial<Record<Course, string | null>>;
        const en = JSON.parse(row.courses_en) as Partial<Record<Course, string | null>>;
        return {
          day: row.day,
          restaurantId: row.restaurant_id,
          meal: row.meal,
          dishes: COURSES.flatMap((course) => {
            const name = pt[course];
            return name ? [{ course, name: { pt: name, en: en[course] ?? name } }] : [];
          }),
        };
      }),
    calendar: () => readClosures(db, 'pt'),
  };
}

/**
 * Whether the restaurant serves `meal` on `day` and when that service ends ("HH:mm"): its hours read through the
 * closures calendar (a holiday or a closing serves nothing; changed hours end when they say), as the app shows them.
 */
export function serviceEnd(
  restaurant: AlertRestaurant,
  calendar: readonly Closure[],
  day: string,
  meal: Meal,
): string | undefined {
  return mealIn(dayPlan(restaurant.hours, calendar, restaurant.id, day), meal)?.fim;
}
