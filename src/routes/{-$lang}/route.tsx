import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { localeFromParam } from '@/lib/locale';
import { PageShown } from '@/start/page-shown';

// `/{-$lang}` is absent for Portuguese and `en` for English; any other first segment is not a page.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (localeFromParam(params.lang) === null) throw notFound();
  },
  component: () => (
    <>
      <Outlet />
      <PageShown />
    </>
  ),
});
