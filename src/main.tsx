import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { AppRoot } from './app-root';
import { createQueryClient } from './app/query-client';
import { readSavedCache } from './start/saved-cache-read';
import { createAppRouter } from './router';
import { holdAnswersUntil } from './lib/api-client';
import { activateLocale } from './lib/i18n';
import { keepEarlyChoices } from './start/early-choices';
import { warmUpDateFormats } from './start/intl-warm-up';
import { localeFromPathname } from './lib/locale';
import { onPageShown } from './start/page-shown';
import { HYDRATE_ATTRIBUTE } from './lib/prerender';
import { markRendering, shellStart } from './start/shell-start';
import { registerServiceWorker } from './lib/sw-registration';
import { yieldToMain } from './start/yield-to-main';
import './styles/app.css';

/** Calls `shown` once the app's first render (over the shell's spinner or a kept first screen) is on screen. */
function TakeOver({ shown, children }: { shown: () => void; children: ReactNode }) {
  useEffect(shown, [shown]);
  return children;
}

/** #root's marks: the app is in charge (`data-started`); the HTML or kept screen it started over is no longer marked. */
function markInCharge(root: HTMLElement) {
  root.removeAttribute(HYDRATE_ATTRIBUTE);
  delete root.dataset.prerendered;
  root.dataset.started = '';
}

async function start() {
  // The shell's script is opening the student's language instead (an installed app's start, decision 025).
  if (shellStart().leaving) return;
  const locale = localeFromPathname(location.pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // HTML the build or our server wrote for this very URL is hydrated (decision 033); for another (a static copy sent
  // for a URL with a query) it is replaced, and the loaders wait for their data as on any start.
  const hydrating = root.getAttribute(HYDRATE_ATTRIBUTE) === location.pathname + location.search;
  if (!hydrating) root.removeAttribute(HYDRATE_ATTRIBUTE);
  warmUpDateFormats(locale);
  const queryClient = createQueryClient();
  // The saved data is read at once, while the chunks below arrive: in a browser process that just started, IndexedDB
  // takes as long to open and read as the persister's chunk takes to arrive and run (decision 017).
  const saved = readSavedCache();
  // A return visit (the service worker answered this page) has saved data to check: the schemas load meanwhile.
  const controlledAtStart = Boolean(navigator.serviceWorker?.controller);
  if (controlledAtStart) void import('./app/persisted-query-schemas').catch(() => undefined);
  // Both before the first render: the right language at once, and the saved data without a network round trip.
  // Persistence is its own chunk. Asked for first, before the route's chunks: on a start from the home screen icon
  // the service worker answers them all, roughly in the order they are asked for.
  // The render that hydrates must show what the HTML shows: the page's own answers only (a list rendered with its
  // data); the saved ones are restored once it is hydrated.
  const ready = Promise.all([
    activateLocale(locale),
    hydrating
      ? import('./app/persister')
          .then(({ hydratePageData }) => hydratePageData(queryClient))
          .catch(() => undefined)
          .then(() => undefined)
      : import('./app/persister').then(
          async ({ createIdbPersister, restoreAndPersist, copyFirstScreen, keptFirstScreens }) => {
            await restoreAndPersist(queryClient, createIdbPersister(undefined, saved));
            // Kept true from the restored answers on, whatever route this start is on (decision 021).
            return { copyFirstScreen, firstScreens: keptFirstScreens(queryClient) };
          },
        ),
  ]);
  // Each step of start-up is its own task (the entry's evaluation already is a long one; decision 015).
  await yieldToMain();
  // Until the page's content is hydrated, the API's answers wait: the loaders' requests start now, their answers land
  // after it. Then the saved answers are restored (src/start/page-shown.ts marks that moment).
  if (hydrating)
    holdAnswersUntil(
      new Promise<void>((resolve) =>
        onPageShown(() => {
          markInCharge(root);
          resolve();
          replayEarlyChoices();
          void restoreSavedData(queryClient, saved);
        }),
      ),
    );
  const router = createAppRouter(queryClient);
  // The router's client state after its own server render (what its hydrate() sets first): the route tree then has the
  // server render's shape (no Suspense boundary around the root route), so hydration matches it. Its loaders run here
  // as on any start (they only start queries); the queries' answers travel in the page's JSON data block (decision 033).
  if (hydrating) router.ssr = { manifest: undefined };
  // The landing route's chunk (its loader and component) is fetched now, in parallel with the catalog and the saved
  // data, rather than one round trip after them.
  for (const route of router.getMatchedRoutes(location.pathname)[0]) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  const [, persistence] = await ready;
  await yieldToMain();
  // The route is loaded before the first render: hydration needs the route's component, and over the shell's spinner
  // the first render is the whole route, never an empty page (rendered before its route, the shell's header and
  // spinner gave way to an empty page for 50-100 ms on a start from the icon).
  await router.load().catch(() => undefined);
  await yieldToMain();
  markRendering();
  const app = persistence ? (
    <TakeOver
      shown={() => {
        markInCharge(root);
        const { copyFirstScreen, firstScreens } = persistence;
        if (!router.state.matches.some((match) => match.staticData?.keepFirstScreen)) return;
        // A copy for the next start is worth less than this one: whatever goes wrong in it stays here.
        try {
          const copy = copyFirstScreen(root, queryClient);
          if (copy) firstScreens.keep(copy);
        } catch (error) {
          console.warn('The first screen was not kept for the next start', error);
        }
      }}
    >
      <AppRoot queryClient={queryClient} router={router} />
    </TakeOver>
  ) : (
    <AppRoot queryClient={queryClient} router={router} />
  );
  // Hydration yields to the browser as it goes, and the HTML's links and fields work meanwhile (text typed is kept).
  // Over the shell (a start from the icon, offline) one plain render: only a spinner or a kept screen waits.
  // Read as late as can be: the selects' choices made until now, which hydration would put back.
  const replayEarlyChoices = hydrating ? keepEarlyChoices(root) : () => undefined;
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // Applications left waiting are sent from the page too, whatever the browser offers (Safari and Firefox have no
  // Background Sync; a worker's own timer dies with it).
  // A chunk that cannot load (offline before the worker kept it) leaves them to the worker's own replays.
  registerServiceWorker(
    () =>
      void import('./outbox/outbox-client')
        .then(({ startOutboxRunner }) => startOutboxRunner())
        .catch(() => undefined),
  );
  void import('./app/prefetch-offline-content').then(
    ({ startOfflinePrefetch }) => {
      const prefetch = startOfflinePrefetch(
        queryClient,
        () => localeFromPathname(location.pathname),
        controlledAtStart,
      );
      // A switch of language while online saves the other language too.
      router.subscribe('onResolved', prefetch.onLanguageShown);
    },
    // The network went before its chunk came (a first visit): the next start downloads for offline reading.
    () => undefined,
  );
}

/** After hydration: the saved answers are restored (newer than the page's own, they show) and saved from then on. */
async function restoreSavedData(queryClient: QueryClient, saved: ReturnType<typeof readSavedCache>) {
  try {
    const { createIdbPersister, restoreAndPersist, keptFirstScreens } = await import('./app/persister');
    await restoreAndPersist(queryClient, createIdbPersister(undefined, saved), { saveNow: true });
    // Kept screens of earlier sessions are kept true in this one too (decision 021).
    keptFirstScreens(queryClient);
  } catch {
    // Its chunk did not come (the network went): this visit saves nothing, the next start does.
  }
}

void start();
