/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { OUTBOX_REPLAY } from '../lib/outbox-store';
import { applicationUrl, handleApplicationPost, replayOutbox } from './outbox';
import { registerCachingRoutes } from './routes';
import { answerAssetsFromPrecache } from './static-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// Wiring only: what is cached lives in routes.ts, the housing-application outbox in outbox.ts.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
answerAssetsFromPrecache();
registerCachingRoutes();
registerRoute(
  ({ url, request }) => request.method === 'POST' && url.href.startsWith(applicationUrl),
  handleApplicationPost,
  'POST',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? data.type : undefined;
  // The update prompt (workbox-window) asks the waiting worker to take over when the user accepts.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Pages ask for a replay when they start and when the browser comes online: Safari and Firefox have no
  // Background Sync, so the `sync` event alone would leave their queue waiting.
  if (type === OUTBOX_REPLAY) event.waitUntil(replayOutbox().catch(() => undefined));
});

// A new or restarted worker sends what an earlier one queued.
void replayOutbox().catch(() => undefined);

// The first visit's page is controlled at once, so its later requests are cached for offline use.
clientsClaim();
