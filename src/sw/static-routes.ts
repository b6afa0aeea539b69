/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** A rule of the ServiceWorker Static Routing API (Chromium 123+; not in TypeScript's lib yet). */
interface RouterRule {
  condition: { urlPattern: string };
  source: { cacheName: string };
}
type InstallEventWithRoutes = ExtendableEvent & {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
};

/**
 * The build's hashed chunks are answered by the browser straight from the precache, without starting this worker's
 * code for each of them: a start from the home-screen icon asks for about forty. A chunk not in the precache goes to
 * the network. Browsers without the API go through the fetch handler, as before.
 * https://developer.chrome.com/docs/web-platform/service-worker-static-routing
 */
export function answerAssetsFromPrecache() {
  self.addEventListener('install', (event) => {
    const install = event as InstallEventWithRoutes;
    if (!install.addRoutes) return;
    event.waitUntil(
      install
        .addRoutes({ condition: { urlPattern: '/assets/*' }, source: { cacheName: cacheNames.precache } })
        .catch((error: unknown) => console.warn('Static routes not added', error)),
    );
  });
}
