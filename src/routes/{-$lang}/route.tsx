import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { PendingView } from '@/components/pending-view';
import { localeFromParam } from '@/lib/locale';
import { manifestHref } from '@/lib/locale-files';
import { PageShown } from '@/components/after-start';

// `/{-$lang}` is absent for Portuguese and `en` for English; any other first segment is not a page.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (localeFromParam(params.lang) === null) throw notFound();
  },
  // An app installed from a page is that page's language's (decision 025).
  head: ({ params }) => ({
    links: [{ rel: 'manifest', href: manifestHref(localeFromParam(params.lang) ?? 'pt') }],
  }),
  // The one pending view of a page's content (src/start/router.tsx): every page suspends to this boundary.
  pendingComponent: PendingView,
  component: () => (
    <>
      <Outlet />
      <PageShown />
    </>
  ),
});
