import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { StrictMode, type ReactNode } from 'react';
import { LazyNotFoundView } from '@/components/lazy-not-found-view';
import { i18n } from '@/lib/i18n';
import { routeTree } from '@/routeTree.gen';

const loadErrorView = () => import('@/components/error-view');

export interface AppRouterOptions {
  history?: RouterHistory;
  /** The CSP nonce of this answer: the router puts it on its inline scripts and its head tags (rendered answers). */
  nonce?: string;
  /** Our server's render of a page with its data: loaders await what the first screen reads. */
  awaitData?: boolean;
  /** The instant a server render renders the page at (our server's clock): its loaders read it. */
  now?: Date;
}

export function createAppRouter(
  queryClient: QueryClient,
  { history, nonce, awaitData, now }: AppRouterOptions = {},
) {
  // Offline, "not saved on this device" must show at once: the error view's chunk is loaded when the browser is idle
  // after start, not when the first failure needs it (that load held the spinner on screen for a few hundred ms).
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window)
    window.requestIdleCallback(() => void loadErrorView().catch(() => undefined), { timeout: 3000 });
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, awaitData: awaitData ?? false, now: now ? () => now : () => new Date() },
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    // React Query owns freshness; the router must not cache loader results on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Rarely shown, so it stays out of the entry chunk (precached by the service worker for offline use).
    defaultErrorComponent: lazyRouteComponent(loadErrorView, 'ErrorView'),
    defaultNotFoundComponent: LazyNotFoundView,
    // No default pending component: only the language layout has one (src/routes/{-$lang}/route.tsx), so a page's
    // content is one Suspense boundary, not one per route. React hydrates each boundary in a pass of its own; with
    // one, the content is the app's at once (where the layout marks it, PageShown), and a page that suspends in the
    // browser shows the pending view there.
    defaultPendingMs: 300,
    // Once shown, the spinner is not held on screen (the default holds it 500 ms): a page that is ready is shown.
    defaultPendingMinMs: 0,
  });
  // The page's queries travel with the router's dehydrated state (only answered ones: a query still waiting, as in
  // the build's render with the API held back, is left to the browser).
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    wrapQueryClient: false,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The app with its providers: the browser (client.tsx), the server (server.tsx) and the shells render the same tree. */
export function AppRoot({
  queryClient,
  router,
  children,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  /** The router's own element: RouterServer (server), RouterClient (hydration); RouterProvider by default. */
  children?: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children ?? <RouterProvider router={router} />}
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * The build writes this route's first screen as HTML, in both languages (build/renderer-plugin.ts), with the API held
     * back; our server renders it with its data when the page is asked for (server/src/page-render.ts), whatever its
     * query. Only for a route without path params whose loader waits for the API only when `context.awaitData`.
     */
    prerender?: boolean;
  }
}
