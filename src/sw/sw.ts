/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerAlerts } from './alerts';
import { registerOutbox } from './outbox';
import { registerDataRoutes } from './data-routes';
import { keepOpenPagesOnInstall, registerPageRoutes } from './routes';
import { answerAssetsFromPrecache } from './static-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// Wiring only: the pages' routes live in routes.ts, the data's in data-routes.ts, the housing-application outbox in
// outbox.ts.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
answerAssetsFromPrecache();
registerPageRoutes();
registerDataRoutes();
keepOpenPagesOnInstall();
// The application post itself goes past the worker: the page keeps it in the outbox when it fails.
registerOutbox();
// Menu alerts (Web Push): shown in the student's language; a tap opens that day and meal.
registerAlerts();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? data.type : undefined;
  // The update prompt (workbox-window) asks the waiting worker to take over when the user accepts.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
});

// The queue of earlier versions (workbox-background-sync): every entry's application is also in its outbox record,
// which this version sends; the copy is dropped so it is never sent by anything else.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('workbox-background-sync');
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    }),
  );
});

// The first visit's page is controlled at once, so its later requests are cached for offline use.
clientsClaim();
