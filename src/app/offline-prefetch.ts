import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/lib/locale';
import { setPrefetchProgress } from '@/lib/offline-readiness';

/** The browser's Data Saver hint (Chromium; `Save-Data`), absent elsewhere. */
function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Runs the background download (`prefetchLanguage`, src/app/prefetch-offline-content.ts) when the browser is idle after
 * start, again when the connection returns, and for the other language when the student switches to it. What it asks
 * for (every list's query, from every feature) loads only for a run: a start that downloads nothing (no worker yet,
 * Data Saver) loads none of it. `currentLang` reads the language of the page shown; `controlledAtStart`: whether the
 * service worker answered this page (else its answers so far went past it).
 */
export function startOfflinePrefetch(
  queryClient: QueryClient,
  currentLang: () => Locale,
  controlledAtStart: boolean,
) {
  let running: Promise<void> | undefined;
  const prefetched = new Set<Locale>();
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  // Until a run has asked again for what came before control (then 0: nothing is older than that).
  let controlledSince = controlledAtStart ? 0 : container?.controller ? Date.now() : Number.NaN;
  const run = (force = false) => {
    const lang = currentLang();
    // Without a service worker the app itself cannot open offline, so there is nothing to save for.
    if (!container?.controller) return;
    // Data Saver on (a metered or prepaid plan): only what the student opens is saved, as it is shown.
    if (saveData()) {
      setPrefetchProgress({ lang, state: 'save-data', done: 0, total: 0 });
      return;
    }
    if (running || !navigator.onLine || (!force && prefetched.has(lang))) return;
    prefetched.add(lang);
    const since = Number.isNaN(controlledSince) ? 0 : controlledSince;
    running = import('./prefetch-offline-content')
      .then(({ prefetchLanguage }) => prefetchLanguage(queryClient, lang, new Date(), since))
      // Its code did not come: the next start, or the connection's return, tries again.
      .catch(() => void prefetched.delete(lang))
      .finally(() => (running = undefined));
    controlledSince = 0;
  };
  const whenIdle = (task: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 4000 });
    else setTimeout(task, 1500);
  };
  whenIdle(() => run());
  // First visit: the worker takes control after it has installed (clients.claim); save then.
  container?.addEventListener('controllerchange', () => {
    if (Number.isNaN(controlledSince)) controlledSince = Date.now();
    whenIdle(() => run());
  });
  window.addEventListener('online', () => whenIdle(() => run(true)));
  return { onLanguageShown: () => whenIdle(() => run()) };
}
