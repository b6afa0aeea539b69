import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/** How long data survives on the device: a month of offline reading (persister maxAge; gcTime must be >= it). */
export const PERSIST_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 31;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Requests still go out while the browser says offline, so the service worker's cache can answer them.
        networkMode: 'offlineFirst',
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 60_000,
        // A 4xx or a malformed body will not get better by asking again; a network blip might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.kind !== 'network'),
      },
    },
  });
}
