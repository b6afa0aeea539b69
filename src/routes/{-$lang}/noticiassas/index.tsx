import { createFileRoute } from '@tanstack/react-router';
import { NEWS_PAGE_SIZE, newsListQueryOptions } from '@/features/news/api/get-news';
import { NewsListPage } from '@/features/news/components/news-list-page';
import { routeLocale } from '@/lib/locale';
import { definedOnly, positiveInt } from '@/lib/search-params';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/noticiassas/')({
  // Its first screen is written as HTML at build (the list's place held while it loads); our server renders it with
  // the list when the page is asked for.
  staticData: { prerender: true, renderWithData: true },
  validateSearch: (search: Record<string, unknown>): { page?: number } =>
    definedOnly({ page: positiveInt(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Started here so it runs in parallel with the route chunk; not awaited: the page shows its own loading state.
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(
      newsListQueryOptions({ lang: routeLocale(params), limit: NEWS_PAGE_SIZE, page: deps.page }),
    );
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
