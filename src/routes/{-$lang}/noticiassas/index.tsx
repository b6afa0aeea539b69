import { createFileRoute } from '@tanstack/react-router';
import { NEWS_PAGE_SIZE, newsListQueryOptions } from '@/features/news/api/get-news';
import { NewsListPage } from '@/features/news/components/news-list-page';
import { routeLocale } from '@/lib/locale';
import { definedOnly, positiveInt } from '@/lib/search-params';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/noticiassas/')({
  // Its first screen is written as HTML at build (the list's place held while it loads); our server renders it with
  // the list when the page is asked for.
  staticData: { prerender: true },
  validateSearch: (search: Record<string, unknown>): { page?: number } =>
    definedOnly({ page: positiveInt(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Started here so it runs in parallel with the route chunk; in the browser not awaited (the page shows its own
  // loading state), in our server's render awaited, so the list is in the HTML and its answer in the dehydrated state.
  loader: async ({ context, params, deps }) => {
    const list = newsListQueryOptions({ lang: routeLocale(params), limit: NEWS_PAGE_SIZE, page: deps.page });
    // A failed answer fails the render, and our server sends the build's copy instead.
    if (context.awaitData) await context.queryClient.ensureQueryData(list);
    else void context.queryClient.prefetchQuery(list);
  },
  head: ({ params }) => pageHead(routeLocale(params), 'news'),
  component: function NewsListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <NewsListPage
        page={search.page ?? 1}
        onPage={(page) => void navigate({ search: { page: page === 1 ? undefined : page } })}
      />
    );
  },
});
