import type { Closure } from '@/contract/closures';
import type { Meal } from '@/contract/menu/meals';
import type { MenuEntry } from '@/contract/menus';
import type { Restaurant } from '@/contract/restaurants';
import { dayPlan, mealIn } from '@/contract/menu/service-calendar';

export type RestaurantState =
  | { restaurant: string; state: 'menu'; entry: MenuEntry }
  /**
   * `closure`: the holiday or closure that shuts it that day; none: its hours do not serve that meal, or (`allDay`)
   * any meal that day (a Saturday, a month it closes).
   */
  | { restaurant: string; state: 'closed'; closure?: Closure; allDay?: true }
  | { restaurant: string; state: 'not-published' };

/** A menu entry is a restaurant's by its id when both have one, else by its title (the university's API). */
export function isMenuOf(entry: MenuEntry, restaurant: Restaurant): boolean {
  return entry.RestauranteId && restaurant.id
    ? entry.RestauranteId === restaurant.id
    : entry.Restaurante === restaurant.Titulo;
}

/**
 * What each restaurant that publishes menus has for `day` and `meal`: its menu; "closed" when the closures calendar
 * shuts it that day (with why) or its hours say it does not serve that meal; otherwise (or past the office's
 * published calendar) "not published yet". A menu
 * from a restaurant the list does not know still shows.
 */
export function restaurantStates(
  restaurants: readonly Restaurant[],
  entries: readonly MenuEntry[],
  day: string,
  meal: Meal,
  calendar: readonly Closure[] = [],
): RestaurantState[] {
  const serving = restaurants.filter((r) => r.Servicos.length > 0);
  const states = serving.map((r): RestaurantState => {
    const entry = entries.find((e) => isMenuOf(e, r));
    if (entry) return { restaurant: r.Titulo, state: 'menu', entry };
    const plan = dayPlan(r, calendar, r.id, day);
    if (plan.closure) return { restaurant: r.Titulo, state: 'closed', closure: plan.closure };
    // Past the office's published calendar nothing is known: not "closed", and not a meal to expect either.
    if (plan.unpublished || mealIn(plan, meal)) return { restaurant: r.Titulo, state: 'not-published' };
    return plan.services.length === 0
      ? { restaurant: r.Titulo, state: 'closed', allDay: true }
      : { restaurant: r.Titulo, state: 'closed' };
  });
  const unknown = entries.filter((e) => !serving.some((r) => isMenuOf(e, r)));
  return [
    ...states,
    ...unknown.map((entry): RestaurantState => ({ restaurant: entry.Restaurante, state: 'menu', entry })),
  ];
}

/** The days (of `days`) every restaurant that publishes menus is closed by the calendar, with the first's reason. */
export function closedDays(
  restaurants: readonly Restaurant[],
  calendar: readonly Closure[],
  days: readonly string[],
): Map<string, Closure> {
  const serving = restaurants.filter((r) => r.Servicos.length > 0);
  const closed = new Map<string, Closure>();
  if (serving.length === 0) return closed;
  for (const day of days) {
    const closures = serving.map((r) => dayPlan(r, calendar, r.id, day).closure);
    if (closures.every(Boolean)) closed.set(day, closures[0]!);
  }
  return closed;
}
