import type { Meal } from '@/contract/meals';
import { dayPlan, mealIn } from '@/contract/service-calendar';
import type { MenuEntry } from '@/contract/menus';
import type { Restaurant } from '@/contract/restaurants';

export type RestaurantState =
  | { restaurant: string; state: 'menu'; entry: MenuEntry }
  | { restaurant: string; state: 'closed' | 'not-published' };

/**
 * What each restaurant that publishes menus has for `day` and `meal`: its menu; "closed" when its hours say it does
 * not serve that meal; otherwise "not published yet". A menu from a restaurant the list does not know still shows.
 */
export function restaurantStates(
  restaurants: readonly Restaurant[],
  entries: readonly MenuEntry[],
  day: string,
  meal: Meal,
): RestaurantState[] {
  const serving = restaurants.filter((r) => r.Servicos.length > 0);
  const states = serving.map((r): RestaurantState => {
    const entry = entries.find((e) => e.Restaurante === r.Titulo);
    if (entry) return { restaurant: r.Titulo, state: 'menu', entry };
    return {
      restaurant: r.Titulo,
      state: mealIn(dayPlan(r, [], undefined, day), meal) ? 'not-published' : 'closed',
    };
  });
  const unknown = entries.filter((e) => !serving.some((r) => r.Titulo === e.Restaurante));
  return [
    ...states,
    ...unknown.map((entry): RestaurantState => ({ restaurant: entry.Restaurante, state: 'menu', entry })),
  ];
}
