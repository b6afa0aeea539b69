import { createFileRoute } from '@tanstack/react-router';
import { loadSanitizer } from '@/components/html-content';
import { NoticeListPage } from '@/features/notices/components/notice-list-page';
import { NOTICES_PAGE_SIZE, noticesQueryOptions } from '@/features/notices/api/get-notices';
import { definedOnly, positiveInt, shortText } from '@/lib/search-params';
import { pageHead } from '@/lib/page-head';
import { routeLocale } from '@/lib/locale';

interface NoticeListSearch {
  page?: number;
  q?: string;
}

export const Route = createFileRoute('/{-$lang}/avisosecomunicados/')({
  // Its first screen is written as HTML at build (the list's place held while it loads); our server renders it with
  // the list when the page is asked for.
  staticData: { prerender: true },
  // Page and search live in the URL, so back/forward, shared links and an offline reload show the same view. The
  // list loads in the component (not awaited here), so typing never waits for a loader and can cancel requests.
  // The rows' descriptions are server HTML: the first render waits for the sanitizer's chunk, not for a row.
  // Our server's render awaits the list's first page, so it is in the HTML and its answer in the dehydrated state.
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, q: search.q || undefined }),
  loader: async ({ context, params, deps }) => {
    const sanitizer = loadSanitizer();
    if (context.awaitData)
      await context.queryClient.ensureQueryData(
        noticesQueryOptions({
          lang: routeLocale(params),
          limit: NOTICES_PAGE_SIZE,
          page: deps.page,
          filter: deps.q,
        }),
      );
    await sanitizer;
  },
  validateSearch: (search: Record<string, unknown>): NoticeListSearch =>
    definedOnly({ page: positiveInt(search.page), q: shortText(search.q) }),
  head: ({ params }) => pageHead(routeLocale(params), 'notices'),
  component: function NoticeListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <NoticeListPage
        page={search.page ?? 1}
        filter={search.q || undefined}
        onNavigate={(next, options) =>
          void navigate({ search: (prev) => ({ ...prev, ...next }), replace: options?.replace })
        }
      />
    );
  },
});
