import type { Allergen } from '@/contract/menu/allergens';
import { ALLERGENS } from '@/contract/menu/allergens';
import type { Course } from '@/contract/menu/meals';
import type { MenuEntry } from '@/contract/menus';
import { servedCourses } from './group-menus';
import { DIET_COURSE, MAIN_COURSES, type MenuPreferences } from './menu-preferences';

export interface DishRow {
  course: Course;
  dish: string;
  /** The diet's own main course (highlighted or kept). */
  isDiet: boolean;
  /** Every allergen the restaurant lists for this dish, in the EU list's order. */
  allergens: Allergen[];
  /** The student's marked allergens this dish contains, in the EU list's order. */
  flagged: Allergen[];
}

/**
 * The rows of a menu as the student's preferences show them: with a diet "only", the other main courses are left out
 * (soup, sides and desserts stay: the menu does not type them); each dish's allergens, the marked ones flagged.
 */
export function dishRows(entry: MenuEntry, preferences: MenuPreferences): DishRow[] {
  const dietCourse = preferences.diet ? DIET_COURSE[preferences.diet] : undefined;
  return servedCourses(entry).flatMap(({ course, dish }) => {
    const isDiet = course === dietCourse;
    if (dietCourse && preferences.dietMode === 'only' && MAIN_COURSES.has(course) && !isDiet) return [];
    const codes = entry.Alergenos?.[course] ?? [];
    const allergens = ALLERGENS.filter((code) => codes.includes(code));
    const flagged = allergens.filter((code) => preferences.allergens.includes(code));
    return [{ course, dish, isDiet, allergens, flagged }];
  });
}

/** Whether a menu has the diet's main course (with a diet "only", a menu without it says so). */
export function hasDietDish(entry: MenuEntry, preferences: MenuPreferences): boolean {
  return !preferences.diet || Boolean(entry[DIET_COURSE[preferences.diet]]?.trim());
}
