import { createFileRoute } from '@tanstack/react-router';
import { closuresQueryOptions } from '@/features/menu/api/get-closures';
import { restaurantsQueryOptions } from '@/features/menu/api/get-restaurants';
import { LazyFaqSection } from '@/features/faq/components/lazy-faq-section';
import { HomePage } from '@/features/home/components/home-page';
import { weekMenuQueryOptions } from '@/features/menu/api/get-week-menu';
import { TodayAtCanteen } from '@/features/menu/components/today-at-canteen';
import { LazyWeekMenu } from '@/features/menu/components/lazy-week-menu';
import { prefetchWeekRanges } from '@/features/menu/week-days';
import { homeNewsQueryOptions } from '@/features/news/api/get-news';
import { HomeLatestNews } from '@/features/news/components/home-latest-news';
import { homeNoticesQueryOptions } from '@/features/notices/api/get-notices';
import { HomeNoticesSlider } from '@/features/notices/components/home-notices-slider';
import { scholarshipsQueryOptions } from '@/features/scholarships/api/get-scholarships';
import { HomeScholarships } from '@/features/scholarships/components/home-scholarships';
import { routeLocale } from '@/lib/locale';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/')({
  // Its first screen (each section in its loading state) is written as HTML at build; once shown with the data, it
  // is kept for the next start from the icon.
  staticData: { prerender: true },
  loader: async ({ context, params }) => {
    const lang = routeLocale(params);
    const { queryClient } = context;
    // Nothing awaited in the browser: the page shows at once and each section fills in. This week's and next week's
    // menus and the restaurants are fetched here too, so the food screen reads offline after one online visit home.
    // Our server's render awaits them all, so the page's first HTML has every section filled; a failed answer fails
    // it, and our server sends the build's copy instead.
    const prefetches = [
      ...prefetchWeekRanges(context.now()).map((range) =>
        queryClient.prefetchQuery(weekMenuQueryOptions(lang, range)),
      ),
      queryClient.prefetchQuery(restaurantsQueryOptions(lang)),
      queryClient.prefetchQuery(closuresQueryOptions(lang)),
      queryClient.prefetchQuery(homeNoticesQueryOptions(lang)),
      queryClient.prefetchQuery(scholarshipsQueryOptions(lang)),
      queryClient.prefetchQuery(homeNewsQueryOptions(lang)),
    ];
    if (!context.awaitData) return;
    await Promise.all(prefetches);
    const [failed] = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' });
    if (failed) throw failed.state.error;
  },
  head: ({ params }) => pageHead(routeLocale(params), 'home'),
  component: () => (
    <HomePage
      today={<TodayAtCanteen />}
      notices={<HomeNoticesSlider />}
      scholarships={<HomeScholarships />}
      news={<HomeLatestNews />}
      weekMenu={<LazyWeekMenu />}
      faq={<LazyFaqSection />}
    />
  ),
});
