import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { createQueryClient } from './app/query-client';
import { readSavedCache } from './app/saved-cache-read';
import { createAppRouter } from './router';
import { activateLocale } from './lib/i18n';
import { warmUpDateFormats } from './lib/intl-warm-up';
import { localeFromPathname } from './lib/locale';
import { markRendering, shellStart } from './lib/shell-start';
import { registerServiceWorker } from './lib/sw-registration';
import { yieldToMain } from './lib/yield-to-main';
import './styles/app.css';

/**
 * Marks the page's HTML copy as replaced once the app's first render is on screen: the app is in charge now. Where the
 * route keeps its first screen, that render is copied now, before a lazy part or an effect changes it (decision 021).
 */
function TakeOver({ root, shown, children }: { root: HTMLElement; shown: () => void; children: ReactNode }) {
  useEffect(() => {
    delete root.dataset.prerendered;
    shown();
  }, [root, shown]);
  return children;
}

async function start() {
  // The shell's script is opening the student's language instead (an installed app's start, decision 025).
  if (shellStart().leaving) return;
  const locale = localeFromPathname(location.pathname);
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
  const ready = Promise.all([
    activateLocale(locale),
    import('./app/persister').then(
      async ({ createIdbPersister, restoreAndPersist, copyFirstScreen, keptFirstScreens }) => {
        await restoreAndPersist(queryClient, createIdbPersister(undefined, saved));
        // Kept true from the restored answers on, whatever route this start is on (decision 021).
        return { copyFirstScreen, firstScreens: keptFirstScreens(queryClient) };
      },
    ),
  ]);
  // Each step of start-up is its own task (the entry's evaluation already is a long one; decision 015).
  await yieldToMain();
  const router = createAppRouter(queryClient);
  // The landing route's chunk (its loader and component) is fetched now, in parallel with the catalog and the saved
  // data, rather than one round trip after them.
  for (const route of router.getMatchedRoutes(location.pathname)[0]) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  const [, { copyFirstScreen, firstScreens }] = await ready;
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // The route is loaded before the first render: React's first render replaces the page the build wrote as HTML
  // (scripts/prerender.ts), or the shell's spinner, with the whole route, never with an empty page. Rendered before
  // its route, the shell's header and spinner gave way to an empty page for 50-100 ms on a start from the icon.
  await router.load().catch(() => undefined);
  await yieldToMain();
  // Over a page written as HTML, a transition renders in slices that yield to the browser (a plain first render is one
  // task of a few hundred ms on a phone): the HTML copy stays on screen, and its links work, until the commit
  // (decision 015). Over the shell (a start from the icon, offline, a route not written as HTML) only a spinner waits:
  // one plain render shows the page sooner than slices do (160 -> 60 ms on a cold start here, decision 017).
  markRendering();
  const reactRoot = createRoot(root);
  const app = (
    <TakeOver
      root={root}
      shown={() => {
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
  );
  if (root.dataset.prerendered === location.pathname) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
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

void start();
