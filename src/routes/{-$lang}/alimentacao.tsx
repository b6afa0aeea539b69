import { createFileRoute } from '@tanstack/react-router';
import { restaurantsQueryOptions } from '@/features/menu/api/get-restaurants';
import { FoodPage } from '@/features/food/components/food-page';
import { weekMenuQueryOptions } from '@/features/menu/api/get-week-menu';
import { RestaurantList } from '@/features/menu/components/restaurant-list';
import { WeekMenu } from '@/features/menu/components/week-menu';
import { parseMenuLink } from '@/features/menu/menu-link';
import { prefetchWeekRanges } from '@/features/menu/week-days';
import { routeLocale } from '@/lib/locale';

interface FoodSearch {
  dia?: string;
  refeicao?: string;
}

export const Route = createFileRoute('/{-$lang}/alimentacao')({
  // Only picks the two strings out: validateSearch stays in the entry chunk, so zod checks them in the route
  // chunk (parseMenuLink) instead of pulling zod into every page's first load.
  validateSearch: (search: Record<string, unknown>): FoodSearch => ({
    ...(typeof search.dia === 'string' ? { dia: search.dia } : {}),
    ...(typeof search.refeicao === 'string' ? { refeicao: search.refeicao } : {}),
  }),
  loader: ({ context, params }) => {
    const lang = routeLocale(params);
    // The menus are not awaited: the page shows while they load, and a failure there keeps the rest of the page.
    // Next week too, so it can be read offline later.
    for (const range of prefetchWeekRanges(new Date())) {
      void context.queryClient.prefetchQuery(weekMenuQueryOptions(lang, range));
    }
    return context.queryClient.ensureQueryData(restaurantsQueryOptions(lang));
  },
  component: FoodRoute,
});

function FoodRoute() {
  const link = parseMenuLink(Route.useSearch());
  return (
    <FoodPage
      weekMenu={
        <WeekMenu key={`${link.dia}-${link.refeicao}`} initialDay={link.dia} initialMeal={link.refeicao} />
      }
      restaurants={<RestaurantList />}
    />
  );
}
