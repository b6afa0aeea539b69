import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as enMessages } from '../src/locales/en/messages.po';
import { messages as ptMessages } from '../src/locales/pt/messages.po';

/** Renders `ui` inside the app's providers (Lingui in `locale`, React Query, a router at `/`) for component tests. */
export async function renderWithProviders(ui: ReactNode, { locale = 'pt' }: { locale?: 'pt' | 'en' } = {}) {
  // Merged, not replaced: a catalog a test loaded on top (the saved-for-offline view's own) stays.
  i18n.load(locale, locale === 'en' ? enMessages : ptMessages);
  i18n.activate(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [locale === 'en' ? '/en' : '/'] }),
  });
  await router.load();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, queryClient, router };
}
