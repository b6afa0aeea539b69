import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { AppLayout } from '@/components/layout/app-layout';
import { NotFoundView } from '@/components/not-found-view';
import { activateLocale } from '@/lib/i18n';
import { localeFromPathname } from '@/lib/locale';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => activateLocale(localeFromPathname(location.pathname)),
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundView,
});
