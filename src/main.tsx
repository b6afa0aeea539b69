import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './router';
import { activateLocale } from './lib/i18n';
import { localeFromPathname } from './lib/locale';
import { registerServiceWorker } from './lib/sw-registration';
import { yieldToMain } from './lib/yield-to-main';
import './styles/app.css';

/** Marks the page's HTML copy as replaced once the app's first render is on screen: the app is in charge now. */
function TakeOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    delete root.dataset.prerendered;
  }, [root]);
  return children;
}

async function start() {
  const queryClient = createQueryClient();
  // Both before the first render: the right language at once, and the saved data without a network round trip.
  // Persistence (IndexedDB) is its own chunk. Asked for first, before the route's chunks: on a start from the home
  // screen icon the service worker answers them all, roughly in the order they are asked for.
  const ready = Promise.all([
    activateLocale(localeFromPathname(location.pathname)),
    import('./app/persister').then(({ restoreAndPersist }) => restoreAndPersist(queryClient)),
  ]);
  // Each step of start-up is its own task (the entry's evaluation already is a long one; decision 015).
  await yieldToMain();
  const router = createAppRouter(queryClient);
  // The landing route's chunk (its loader and component) is fetched now, in parallel with the catalog and the saved
  // data, rather than one round trip after them.
  for (const route of router.getMatchedRoutes(location.pathname)[0]) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  await ready;
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // A page the build wrote as HTML (scripts/prerender.ts) stays on screen until the route can render whole: React's
  // first render replaces it, and must not replace it with an empty page or a spinner.
  if (root.dataset.prerendered === location.pathname) {
    await router.load().catch(() => undefined);
    await yieldToMain();
  }
  // A transition renders in slices that yield to the browser (a plain first render is one task of a few hundred ms
  // on a phone); the HTML copy stays on screen, and its links work, until the commit (decision 015).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <TakeOver root={root}>
        <AppRoot queryClient={queryClient} router={router} />
      </TakeOver>,
    ),
  );
  registerServiceWorker();
  void import('./app/prefetch-offline-content').then(({ startOfflinePrefetch }) => {
    const prefetch = startOfflinePrefetch(queryClient, () => localeFromPathname(location.pathname));
    // A switch of language while online saves the other language too.
    router.subscribe('onResolved', prefetch.onLanguageShown);
  });
}

void start();
