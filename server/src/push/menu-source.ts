import type { Database } from 'better-sqlite3';
import { COURSES, serviceOn, type Course, type Meal } from '../../../src/contract/meals';
import type { OpeningHours } from '../../../src/contract/opening-hours';
import { fold } from '../../../src/contract/search-text';

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
}

/** A restaurant's stable id from its Portuguese name: "Cantina da Penteada" -> "cantina-da-penteada". */
export const restaurantId = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface RestaurantRow {
  titulo_pt: string;
  titulo_en: string;
  hours: string;
}
interface MenuRow {
  day: string;
  restaurant_pt: string;
  meal: Meal;
  courses_pt: string;
  courses_en: string;
}

export function databaseMenus(db: Database): MenuSource {
  return {
    restaurants: () =>
      (
        db
          .prepare('SELECT titulo_pt, titulo_en, hours FROM restaurants ORDER BY position')
          .all() as RestaurantRow[]
      ).map((row) => ({
        id: restaurantId(row.titulo_pt),
        name: { pt: row.titulo_pt, en: row.titulo_en },
        hours: JSON.parse(row.hours) as OpeningHours,
      })),
    meals: (from, to) =>
      (
        db
          .prepare(
            'SELECT day, restaurant_pt, meal, courses_pt, courses_en FROM menus WHERE day BETWEEN ? AND ?',
          )
          .all(from, to) as MenuRow[]
      ).map((row) => {
        const pt = JSON.parse(row.courses_pt) as Partial<Record<Course, string | null>>;
        const en = JSON.parse(row.courses_en) as Partial<Record<Course, string | null>>;
        return {
          day: row.day,
          restaurantId: restaurantId(row.restaurant_pt),
          meal: row.meal,
          dishes: COURSES.flatMap((course) => {
            const name = pt[course];
            return name ? [{ course, name: { pt: name, en: en[course] ?? name } }] : [];
          }),
        };
      }),
  };
}

/** Whether the restaurant serves `meal` on `day` and when that service ends ("HH:mm"), by its hours. */
export function serviceEnd(restaurant: AlertRestaurant, day: string, meal: Meal): string | undefined {
  return serviceOn(restaurant.hours, day, meal)?.fim;
}
