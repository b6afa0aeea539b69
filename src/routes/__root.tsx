import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { lazy } from 'react';
import { AppLayout } from '@/components/layout/app-layout';
import { BrowserHead } from '@/components/layout/browser-head';
import { activateLocale } from '@/lib/i18n';
import { localeFromPathname } from '@/lib/locale';
import { LazyNotFoundView } from '@/components/lazy-not-found-view';

// Shown on every page but below the fold: lazy, so it stays out of the entry chunk.
const QuickLinksBar = lazy(() =>
  import('@/features/links/components/quick-links-bar').then((module) => ({ default: module.QuickLinksBar })),
);

// The footer's "saved for offline" button: lazy as well (its dialog's contents load only when opened).
const SavedOfflineButton = lazy(() =>
  import('@/features/offline/saved-offline-button').then((module) => ({
    default: module.SavedOfflineButton,
  })),
);

// What a start from the icon restores, read when the view opens: the reader and its schemas load then.
const readSavedAnswers = () => import('@/app/saved-answers').then((module) => module.readSavedAnswers());
// "Delete everything" in the view's "My data on this device": the saved content's stores, loaded when asked.
const deleteSavedContent = (queryClient: QueryClient) =>
  import('@/app/delete-saved-content').then((module) => module.deleteSavedContent(queryClient));

// "My data on this device" turns the alerts off with the alerts screen's own step (device, browser and server).
const turnOffAlerts = (lang: 'pt' | 'en') =>
  import('@/features/alerts/turn-off-alerts').then(async (module) => void (await module.turnOffAlerts(lang)));

/** What every route's loader gets (the router makes it: src/start/router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * True only in our server's render of a page with its data: a loader then awaits what its first screen reads, so
   * the list is in the HTML. In the browser (and in the build's render, API held back) loaders never wait on data.
   */
  awaitData?: boolean;
  /**
   * The time a loader reads (this week's menu): in our server's render, the instant the page is rendered at (the
   * server's clock, which a test pins); in the browser, the device's clock.
   */
  now: () => Date;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => activateLocale(localeFromPathname(location.pathname)),
  // The instant the page is rendered at (our server's clock in its render): dehydrated with the page, so the render
  // that hydrates it reads the same time (src/features/menu/use-clock.ts). Read once: after hydration the device's clock
  // rules.
  loader: ({ context }) => ({ renderedAt: context.now().getTime() }),
  staleTime: Infinity,
  component: () => (
    <>
      {/* The routes' head() (title, description, manifest, addresses) is the page's head: React puts the tags in
          <head>, in the HTML a render writes (src/start/page-in-shell.ts) and in the running app. */}
      {import.meta.env.SSR ? <HeadContent /> : <BrowserHead />}
      <AppLayout
        quickLinks={<QuickLinksBar />}
        footerExtra={
          <SavedOfflineButton
            readSaved={readSavedAnswers}
            deleteSaved={deleteSavedContent}
            turnOffAlerts={turnOffAlerts}
          />
        }
      >
        <Outlet />
      </AppLayout>
      {/* The router's hydration scripts: a server render's only (they remove themselves before React hydrates; the
          browser's render has none to add, so its build leaves the component out, 1 KB of the entry). */}
      {import.meta.env.SSR ? <Scripts /> : null}
    </>
  ),
  notFoundComponent: LazyNotFoundView,
});
