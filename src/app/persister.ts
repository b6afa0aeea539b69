import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { version } from '../../package.json';
import { PERSIST_MAX_AGE_MS } from './query-client';

/** Bump when a response schema changes: persisted data of the old shape is then dropped, not misread. */
export const SCHEMA_VERSION = 1;
export const CACHE_BUSTER = `sasuma-${version}-schema-${SCHEMA_VERSION}`;

const KEY = 'query-cache';

/** React Query's persister on IndexedDB (idb-keyval); writes are batched so a burst of queries costs one write. */
export function createIdbPersister(store = createStore('sasuma', 'query-cache')): Persister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    timer = undefined;
    if (!pending) return;
    const client = pending;
    pending = undefined;
    await set(KEY, client, store).catch(() => undefined);
  };
  if (typeof document !== 'undefined') {
    // A closing tab would otherwise drop the last batch.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
  }
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => void flush(), 250);
    },
    restoreClient: () => get<PersistedClient>(KEY, store),
    removeClient: () => del(KEY, store),
  };
}

const persistOptions = (queryClient: QueryClient, persister: Persister) => ({
  queryClient,
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { state: { status: string } }) => query.state.status === 'success',
  },
});

/**
 * Restores the persisted cache before the first render (so a cold offline start shows data at once), then keeps
 * saving it. A broken or slow IndexedDB never blocks start-up for more than a moment.
 */
export async function restoreAndPersist(queryClient: QueryClient, persister = createIdbPersister()) {
  const options = persistOptions(queryClient, persister);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1500));
  await Promise.race([persistQueryClientRestore(options).catch(() => undefined), timeout]);
  return persistQueryClientSubscribe(options);
}
