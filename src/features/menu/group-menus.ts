import { getDay } from 'date-fns';
import { parseDay } from '@/lib/data/dates';
import type { Meal } from '@/contract/menu/meals';
import { COURSES, type Course } from '@/contract/menu/meals';
import type { MenuEntry } from '@/contract/menus';

export interface CourseDish {
  course: Course;
  dish: string;
}

/** Menus by weekday of `ementa_dia`, 1 (Monday) to 6 (Saturday); Sundays are dropped (spec section 7). */
export function groupByWeekday(entries: readonly MenuEntry[]): Map<number, MenuEntry[]> {
  const groups = new Map<number, MenuEntry[]>();
  for (const entry of entries) {
    const weekday = getDay(parseDay(entry.ementa_dia));
    if (weekday < 1 || weekday > 6) continue;
    groups.set(weekday, [...(groups.get(weekday) ?? []), entry]);
  }
  return groups;
}

/** The entries for one day and meal, one per restaurant, in the server's order. */
export function menusFor(entries: readonly MenuEntry[], day: string, meal: Meal): MenuEntry[] {
  const weekday = getDay(parseDay(day));
  return (groupByWeekday(entries).get(weekday) ?? []).filter(
    (entry) => entry.ementa_dia === day && entry.refeicao === meal,
  );
}

/** Only the courses that have a dish (null, missing and blank are left out). */
export function servedCourses(entry: MenuEntry): CourseDish[] {
  return COURSES.flatMap((course) => {
    const dish = entry[course]?.trim();
    return dish ? [{ course, dish }] : [];
  });
}

/** Days (YYYY-MM-DD) that have at least one menu. */
export function daysWithMenu(entries: readonly MenuEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.ementa_dia))].sort();
}
