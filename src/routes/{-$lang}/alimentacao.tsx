import { createFileRoute } from '@tanstack/react-router';
import { closuresQueryOptions } from '@/features/menu/api/get-closures';
import { restaurantsQueryOptions } from '@/features/menu/api/get-restaurants';
import { FoodPage } from '@/features/food/components/food-page';
import { weekMenuQueryOptions } from '@/features/menu/api/get-week-menu';
import { CanteenNow } from '@/features/menu/components/canteen-now';
import { LazyMyDiet, MyDietPlaceholder } from '@/features/menu/components/lazy-my-diet';
import { WeekMenuPlaceholder } from '@/features/menu/components/common/week-menu-placeholder';
import { RestaurantList, RestaurantListPlaceholder } from '@/features/menu/components/restaurant-list';
import { WeekMenu } from '@/features/menu/components/week-menu';
import { parseMenuLink } from '@/features/menu/menu-link';
import { useMenuDataIn } from '@/features/menu/use-menu-data-in';
import { prefetchWeekRanges } from '@/features/menu/week-days';
import { routeLocale } from '@/lib/locale';
import { pageHead } from '@/lib/page-head';

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
  // Its first screen (the menu and the restaurants loading) is written as HTML at build.
  staticData: { prerender: true },
  loader: async ({ context, params }) => {
    const lang = routeLocale(params);
    const [thisWeek, ...otherWeeks] = prefetchWeekRanges(context.now());
    // The other week too, so it can be read offline later.
    for (const range of otherWeeks) void context.queryClient.prefetchQuery(weekMenuQueryOptions(lang, range));
    // A saved copy shows at once and is refreshed behind it (OFF-19): on a weak connection a refresh can take seconds
    // of retries. With nothing saved the page waits for this week's menu and the restaurants, or their failure (each
    // section then says so): shown before, the menu's arrival pushed the restaurants down (a layout shift of 0.27 on
    // a phone). Our server's render awaits them too (the page's HTML has them); the build's, its API held back, awaits
    // nothing: its HTML is the loading state.
    const client = context.queryClient;
    const answers = [
      thisWeek &&
        client.ensureQueryData({ ...weekMenuQueryOptions(lang, thisWeek), revalidateIfStale: true }),
      client.ensureQueryData({ ...restaurantsQueryOptions(lang), revalidateIfStale: true }),
      client.ensureQueryData({ ...closuresQueryOptions(lang), revalidateIfStale: true }),
    ];
    // Our server's render: a failed answer fails it, and our server sends the build's copy instead. Elsewhere a
    // failure is the section's to show (and the build's render cancels what it never got).
    if (context.awaitData) return void (await Promise.all(answers));
    const settled = answers.map((answer) => answer?.catch(() => undefined));
    if (!import.meta.env.SSR) await Promise.all(settled);
  },
  // A link to one day's menu (the share button's) names that day and meal: in the tab, and in the HTML our server
  // sends for it (rendered for that URL), which a chat's preview of the shared link reads.
  head: async ({ params, match }) => {
    const locale = routeLocale(params);
    // Its code not come (the network went on a first visit): the page's own title.
    const day = match.search.dia
      ? await import('@/features/menu/menu-day-title')
          .then(({ menuDayTitle }) => menuDayTitle(locale, match.search))
          .catch(() => undefined)
      : undefined;
    return pageHead(locale, 'food', day);
  },
  component: FoodRoute,
});

function FoodRoute() {
  const link = parseMenuLink(Route.useSearch());
  // The build's HTML is the page loading: hydrated, it stays so until this week's menu, the restaurants and the
  // closures are in, and the page is then rendered anew with them, as a start whose loader waited for them renders it
  // (decision 039). Shown before, the menu's arrival pushed the restaurants down.
  if (!useMenuDataIn())
    return (
      <FoodPage
        key="loading"
        now={null}
        preferences={<MyDietPlaceholder />}
        weekMenu={<WeekMenuPlaceholder />}
        restaurants={<RestaurantListPlaceholder />}
      />
    );
  return (
    <FoodPage
      key="shown"
      now={<CanteenNow />}
      preferences={<LazyMyDiet />}
      weekMenu={
        <WeekMenu key={`${link.dia}-${link.refeicao}`} initialDay={link.dia} initialMeal={link.refeicao} />
      }
      restaurants={<RestaurantList />}
    />
  );
}
