import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useLocale } from '@/lib/use-locale';
import { closuresQueryOptions } from './api/get-closures';
import { restaurantsQueryOptions } from './api/get-restaurants';
import { weekMenuQueryOptions } from './api/get-week-menu';
import { prefetchWeekRanges } from './week-days';

/**
 * True, in the browser, once this week's menu, the restaurants and the closures each have had an answer or a failure:
 * what the food page's first screen waits for (its loader awaits the same three, except over HTML it hydrates).
 * Not "not pending": a query with no data goes back to pending when it is asked again, and the sections shown
 * after a failure ask again as they mount (TanStack's `retryOnMount`), so offline the page went from loading to shown
 * and back, "Loading…" for good.
 */
export function useMenuDataIn(): boolean {
  const hydrated = useHydrated();
  const lang = useLocale();
  const [thisWeek] = prefetchWeekRanges(new Date());
  const menu = useQuery({ ...weekMenuQueryOptions(lang, thisWeek!), enabled: hydrated });
  const restaurants = useQuery({ ...restaurantsQueryOptions(lang), enabled: hydrated });
  const closures = useQuery({ ...closuresQueryOptions(lang), enabled: hydrated });
  const answered = (query: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
    query.dataUpdatedAt > 0 || query.errorUpdatedAt > 0;
  return hydrated && answered(menu) && answered(restaurants) && answered(closures);
}
