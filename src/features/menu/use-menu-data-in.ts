import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useLocale } from '@/lib/use-locale';
import { closuresQueryOptions } from './api/get-closures';
import { restaurantsQueryOptions } from './api/get-restaurants';
import { weekMenuQueryOptions } from './api/get-week-menu';
import { prefetchWeekRanges } from './week-days';

/**
 * True, in the browser, once this week's menu, the restaurants and the closures each have an answer (or failed): what
 * the food page's first screen waits for (its loader awaits the same three, except over HTML it hydrates).
 */
export function useMenuDataIn(): boolean {
  const hydrated = useHydrated();
  const lang = useLocale();
  const [thisWeek] = prefetchWeekRanges(new Date());
  const menu = useQuery({ ...weekMenuQueryOptions(lang, thisWeek!), enabled: hydrated });
  const restaurants = useQuery({ ...restaurantsQueryOptions(lang), enabled: hydrated });
  const closures = useQuery({ ...closuresQueryOptions(lang), enabled: hydrated });
  return hydrated && !menu.isPending && !restaurants.isPending && !closures.isPending;
}
