import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { i18n } from './lib/i18n';
import type { createAppRouter } from './router';

/** The app with its providers: rendered by the browser (main.tsx) and by the build's prerender (the same tree). */
export function AppRoot({
  queryClient,
  router,
  children,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
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
