import { createFileRoute, defaultStringifySearch, notFound, Outlet } from '@tanstack/react-router';
import { PendingView } from '@/components/pending-view';
import { localeFromParam } from '@/lib/locale';
import { manifestHref } from '@/lib/locale-files';
import { pageAddresses } from '@/lib/page-head';
import { PageShown } from '@/components/after-start';

// `/{-$lang}` is absent for Portuguese and `en` for English; any other first segment is not a page.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (localeFromParam(params.lang) === null) throw notFound();
  },
  // An app installed from a page is that page's language's (decision 025). The HTML written in advance names the
  // page's addresses too.
  head: ({ params, matches }) => {
    const manifest = { rel: 'manifest', href: manifestHref(localeFromParam(params.lang) ?? 'pt') };
    const page = matches.at(-1);
    if (!import.meta.env.SSR || !page) return { links: [manifest] };
    const { links, meta } = pageAddresses(page.pathname, defaultStringifySearch(page.search));
    return { links: [manifest, ...links], meta };
  },
  // The one pending view of a page's content (src/start/router.tsx): every page suspends to this boundary.
  pendingComponent: PendingView,
  component: () => (
    <>
      <Outlet />
      <PageShown />
    </>
  ),
});
