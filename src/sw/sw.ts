/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerCachingRoutes } from './routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// Wiring only: what is cached and how lives in routes.ts.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerCachingRoutes();

// The update prompt (workbox-window) asks the waiting worker to take over when the user accepts.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// The first visit's page is controlled at once, so its later requests are cached for offline use.
clientsClaim();
