import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { markPageShown, onPageShown } from '@/components/after-start';
import { activateLocale } from '@/lib/i18n';
import { localeFromPathname } from '@/lib/locale';
import { keepEarlyChoices } from './early-choices';
import { AppRoot, createAppRouter, type AppRouter } from './router';
import { warmUpDates } from './warm-up-dates';
import '@/styles/app.css';

/** Calls `done` once the first render over the shell is committed. */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/** #root's mark that the app is in charge: what a test or a measure waits for. */
const markStarted = (root: HTMLElement) => (root.dataset.started = '');

async function start() {
  const locale = localeFromPathname(location.pathname);
  warmUpDates();
  // Every page and shell has it (index.html); without it React's own error says so.
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The page's route chunks are fetched now, beside the catalog, not once the router's hydration asks for them.
  for (const route of router.getMatchedRoutes(location.pathname)[0])
    void router.loadRouteChunk(route)?.catch(() => undefined);
  await activateLocale(locale);
  // The router's own server render left its state for this page (`$_TSR`): the page is hydrated through it.
  const fromServer = '$_TSR' in window;
  if (fromServer) {
    // A page the router rendered (our server, the build, or the worker's copy of either): RouterClient reads the
    // dehydrated matches and queries, then React hydrates what the HTML shows. The saved answers are restored once it
    // is hydrated: the hydrating render shows what the HTML shows.
    // The app is in charge once the page's content is hydrated (PageShown, in the one Suspense boundary around it),
    // not when the root is: until then the content is the HTML alone, and a choice made in it would be lost.
    // Server HTML on the page (a notice's description): its sanitizer is there before hydrating, as a loader has it
    // there before a first render (RouterClient runs no loader the server ran). Suspended there, the hydration of
    // the rows failed and React rendered the page anew.
    if (root.querySelector('.html-content'))
      await import('@/components/html-content')
        .then(({ loadSanitizer }) => loadSanitizer())
        .catch(() => undefined);
    // Read as late as can be: the selects' choices made until now, which hydration would put back.
    const replayEarlyChoices = keepEarlyChoices(root);
    onPageShown(() => {
      markStarted(root);
      replayEarlyChoices();
      void restoreSavedData(queryClient);
      startAfterShown(queryClient, router);
    });
    // Should the content never show (a hydration that failed), the worker and the outbox still start.
    setTimeout(() => startAfterShown(queryClient, router), 5000);
    // Hydration yields to the browser as it goes (a transition): the HTML's links and fields work meanwhile.
    startTransition(() => {
      hydrateRoot(
        root,
        <AppRoot queryClient={queryClient} router={router}>
          <RouterClient router={router} />
        </AppRoot>,
      );
    });
  } else {
    // The worker's shell (a page it has no copy of, offline): no router state. The saved answers first, then the
    // route, then one plain render over the shell's spinner.
    await restoreSavedData(queryClient);
    await router.load().catch(() => undefined);
    createRoot(root).render(
      <Committed
        done={() => {
          markStarted(root);
          // A page without the language layout (not found) is shown too: its layout's lazy parts come now.
          markPageShown();
        }}
      >
        <AppRoot queryClient={queryClient} router={router} />
      </Committed>,
    );
  }
  if (!fromServer) startAfterShown(queryClient, router);
}

let begun = false;

/**
 * What a start begins once the page is on screen: the worker, the outbox's runner, the download for offline. Not
 * before: their chunks and requests held a hydration back (a cold start from the icon, about 50 ms here).
 */
function startAfterShown(queryClient: QueryClient, router: AppRouter) {
  if (begun) return;
  begun = true;
  // Applications left waiting are sent from the page too (Safari and Firefox have no Background Sync).
  void import('./register-service-worker').then(
    ({ registerServiceWorker }) =>
      registerServiceWorker(
        () =>
          void import('@/outbox/outbox-client')
            .then(({ startOutboxRunner }) => startOutboxRunner())
            .catch(() => undefined),
      ),
    // Its chunk did not come (offline before the worker kept it): the next start registers it.
    () => undefined,
  );

  void import('@/app/offline-prefetch').then(
    ({ startOfflinePrefetch }) => {
      const prefetch = startOfflinePrefetch(
        queryClient,
        () => localeFromPathname(location.pathname),
        Boolean(navigator.serviceWorker?.controller),
      );
      // A switch of language while online saves the other language too.
      router.subscribe('onResolved', prefetch.onLanguageShown);
    },
    // The network went before its chunk came (a first visit): the next start downloads for offline reading.
    () => undefined,
  );
}

/** The saved answers are restored (newer than the page's own, they show) and saved from then on. */
async function restoreSavedData(queryClient: QueryClient) {
  try {
    const { createIdbPersister, restoreAndPersist } = await import('@/app/persister');
    await restoreAndPersist(queryClient, createIdbPersister(), { saveNow: true });
  } catch {
    // Its chunk did not come (the network went): this visit saves nothing, the next start does.
  }
}

void start();
