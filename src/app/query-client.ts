import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { keepAnswerAge } from '@/lib/answer-age';
import { ApiError } from '@/lib/api-error';

/** How long data survives on the device: a month of offline reading (persister maxAge; gcTime must be >= it). */
export const PERSIST_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 31;

export function createQueryClient(): QueryClient {
  // TanStack's online manager starts as "online" and only learns from later online/offline events, so a page
  // opened offline retried every failed request for ~3 s ("A carregar…") before saying "not saved". Start true.
  // Node 21+ has a `navigator` without `onLine`: only a browser's says whether it is online (the server's renderer
  // stays online, or its queries would pause).
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
    onlineManager.setOnline(navigator.onLine);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onSuccess: keepAnswerAge(() => client) }),
    defaultOptions: {
      queries: {
        // Requests still go out while the browser says offline, so the service worker's cache can answer them.
        networkMode: 'offlineFirst',
        // Must outlive the persister's maxAge. Not the number itself: a delay over 2^31-1 ms (24.8 days) overflows
        // setTimeout and fires at once, so restored queries were collected right after hydration. Infinity
        // disables the timer; the persister's maxAge still drops data older than a month at start-up.
        gcTime: Number.POSITIVE_INFINITY,
        staleTime: 60_000,
        // Only a network blip is worth asking again. A 4xx or a malformed body will not get better, and offline a
        // retry would pause until the network returns, leaving a spinner where the page should say "offline".
        retry: (failureCount, error) =>
          failureCount < 2 &&
          error instanceof ApiError &&
          error.kind === 'network' &&
          onlineManager.isOnline(),
      },
    },
  });
  return client;
}
