import type { QueryClient } from '@tanstack/react-query';
import { FETCHED_AT_HEADER } from './data/sw-shared';

/** Answers read from the worker's cache (src/sw/data-routes.ts): the parsed data -> when it was fetched from the server. */
const fetchedAt = new WeakMap<object, number>();

/** Notes when `data` was fetched, if `response` is a copy the worker kept (its fetch time in a header). */
export function noteFetchedAt(data: unknown, response: Response): void {
  const at = Number(response.headers.get(FETCHED_AT_HEADER));
  if (typeof data === 'object' && data !== null && Number.isFinite(at) && at > 0) fetchedAt.set(data, at);
}

/**
 * A query answered from the worker's copy is as old as the copy: its `dataUpdatedAt` becomes the time the copy was
 * fetched (never later than now: another clock may have written it), so "saved 2 hours ago" stays true offline and a
 * copy never gets younger by being read again (TRUE-01). For the query cache's `onSuccess`.
 */
export function keepAnswerAge(client: () => QueryClient) {
  return (data: unknown, query: { queryKey: readonly unknown[]; state: { dataUpdatedAt: number } }) => {
    // WeakMap.get answers undefined for a key that is no object.
    const at = fetchedAt.get(data as object);
    if (at !== undefined && at < query.state.dataUpdatedAt)
      client().setQueryData(query.queryKey, data, { updatedAt: at });
  };
}
