import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/lib/use-locale';
import type { Closure } from '@/contract/closures';
import type { Restaurant } from '@/contract/restaurants';
import { closuresQueryOptions } from './api/get-closures';
import { restaurantsQueryOptions } from './api/get-restaurants';
import { weekMenuQueryOptions } from './api/get-week-menu';
import { daysWithMenu } from './group-menus';
import { nextMeal } from './next-meal';
import { menuAnchor } from './week-days';
import { weekRange } from './week-range';

const NO_RESTAURANTS: readonly Restaurant[] = [];
const NO_CLOSURES: readonly Closure[] = [];

/**
 * The restaurants, the closures calendar and the meal to show first at `now` (their hours, the calendar, the
 * student's cut-off and the current week's published days): one answer for the home "today" block and the week menu.
 */
export function useNextMeal(now: Date, cutoff: string | null = null) {
  const locale = useLocale();
  const restaurantsQuery = useQuery(restaurantsQueryOptions(locale));
  const closuresQuery = useQuery(closuresQueryOptions(locale));
  const restaurants = restaurantsQuery.data ?? NO_RESTAURANTS;
  const calendar = closuresQuery.data ?? NO_CLOSURES;
  const currentWeek = useQuery(weekMenuQueryOptions(locale, weekRange(menuAnchor(now))));
  return {
    restaurants,
    calendar,
    next: nextMeal(now, restaurants, daysWithMenu(currentWeek.data ?? []), { calendar, cutoff }),
    /** Until they answered (or failed), `next`, the restaurants and the calendar are provisional. */
    isPending: restaurantsQuery.isPending || currentWeek.isPending || closuresQuery.isPending,
  };
}
