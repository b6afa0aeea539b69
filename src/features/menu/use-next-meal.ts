import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/lib/use-locale';
import { restaurantsQueryOptions } from './api/get-restaurants';
import { weekMenuQueryOptions } from './api/get-week-menu';
import type { Restaurant } from '@/contract/restaurants';
import { daysWithMenu } from './group-menus';
import { nextMeal } from './next-meal';
import { menuAnchor } from './week-days';
import { weekRange } from './week-range';

const NO_RESTAURANTS: readonly Restaurant[] = [];

/**
 * The restaurants and the meal to show first at `now` (their hours and the current week's published days): one
 * answer for the home "today" block and the week menu.
 */
export function useNextMeal(now: Date) {
  const locale = useLocale();
  const restaurantsQuery = useQuery(restaurantsQueryOptions(locale));
  const restaurants = restaurantsQuery.data ?? NO_RESTAURANTS;
  const currentWeek = useQuery(weekMenuQueryOptions(locale, weekRange(menuAnchor(now))));
  return {
    restaurants,
    next: nextMeal(now, restaurants, daysWithMenu(currentWeek.data ?? [])),
    /** Until both answered (or failed), `next` and the restaurants are provisional. */
    isPending: restaurantsQuery.isPending || currentWeek.isPending,
  };
}
