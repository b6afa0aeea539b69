import { createFileRoute } from '@tanstack/react-router';
import { documentTypes } from '@/contract/requests/document-types';
import { definedOnly, intBetween, oneOf, positiveInt, shortText } from '@/lib/search-params';
import { DOCUMENTS_PAGE_SIZE, documentsQueryOptions } from '@/features/documents/api/get-documents';
import { DocumentListPage } from '@/features/documents/components/document-list-page';
import { pageHead } from '@/lib/page-head';
import { routeLocale } from '@/lib/locale';

interface DocumentListSearch {
  page?: number;
  q?: string;
  tipo?: (typeof documentTypes)[number];
  ano?: number;
}

export const Route = createFileRoute('/{-$lang}/documentacao')({
  // Its first screen is written as HTML at build (the list's place held while it loads); our server renders it with
  // the list when the page is asked for.
  staticData: { prerender: true },
  // Page, search, type and year live in the URL (back/forward, shared links, offline reload); the list loads in
  // the component so a new search cancels the pending request instead of waiting for a loader.
  validateSearch: (search: Record<string, unknown>): DocumentListSearch =>
    definedOnly({
      page: positiveInt(search.page),
      q: shortText(search.q),
      tipo: oneOf(search.tipo, documentTypes),
      ano: intBetween(search.ano, 2000, 2100),
    }),
  // Our server's render awaits the list's first page, so it is in the HTML and its answer in the dehydrated state.
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    q: search.q || undefined,
    tipo: search.tipo,
    ano: search.ano,
  }),
  loader: async ({ context, params, deps }) => {
    if (!context.awaitData) return;
    await context.queryClient.ensureQueryData(
      documentsQueryOptions({
        lang: routeLocale(params),
        limit: DOCUMENTS_PAGE_SIZE,
        page: deps.page,
        filter: deps.q,
        tipo: deps.tipo,
        ano: deps.ano,
      }),
    );
  },
  head: ({ params }) => pageHead(routeLocale(params), 'documents'),
  component: function DocumentListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DocumentListPage
        page={search.page ?? 1}
        q={search.q || undefined}
        tipo={search.tipo}
        ano={search.ano}
        onNavigate={(next, options) =>
          void navigate({ search: (prev) => ({ ...prev, ...next }), replace: options?.replace })
        }
      />
    );
  },
});
