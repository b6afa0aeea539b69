import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PendingView } from '@/components/pending-view';
import { routeTree } from '../routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness; the router must not cache loader results on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Rarely shown, so it stays out of the entry chunk (precached by the service worker for offline use).
    defaultErrorComponent: lazyRouteComponent(() => import('@/components/error-view'), 'ErrorView'),
    defaultNotFoundComponent: NotFoundView,
    defaultPendingComponent: PendingView,
    defaultPendingMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
