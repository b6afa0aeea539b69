import { createFileRoute } from '@tanstack/react-router';
import { restaurantsQueryOptions } from '@/features/food/api/get-restaurants';
import { FoodPage } from '@/features/food/components/food-page';
import { weekMenuQueryOptions } from '@/features/menu/api/get-week-menu';
import { WeekMenuSummary } from '@/features/menu/components/week-menu-summary';
import { weekRange } from '@/features/menu/week-range';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/alimentacao')({
  loader: ({ context, params }) => {
    const lang = routeLocale(params);
    // The menu is not awaited: the page shows while it loads, and a failure there keeps the rest of the page.
    void context.queryClient.prefetchQuery(weekMenuQueryOptions(lang, weekRange(new Date())));
    return context.queryClient.ensureQueryData(restaurantsQueryOptions(lang));
  },
  component: () => <FoodPage weekMenu={<WeekMenuSummary />} />,
});
