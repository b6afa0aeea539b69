import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { validQueries } from '../contract/persisted-query-schemas';
import { PERSIST_MAX_AGE_MS } from './query-client';

/** Where the query cache is saved on the device: IndexedDB database `sasuma`, store `query-cache`, one entry. */
export const SAVED_CACHE = { database: 'sasuma', store: 'query-cache', key: 'query-cache' } as const;

let store: UseStore | undefined;

/** The saved cache's store (the persister's chunk loads on every start: those that read it alone share it). */
export function savedCacheStore(): UseStore {
  store ??= createStore(SAVED_CACHE.database, SAVED_CACHE.store);
  return store;
}

/**
 * Bump when a query key's shape changes: saved data under the old keys is then dropped, not left unread. Not the app's
 * version: a new version must find what the student saved (OFF-14), and each answer is checked against its contract
 * schema as it is restored (`withValidQueries`), so a changed answer shape costs only that answer.
 */
export const SCHEMA_VERSION = 2;
export const CACHE_BUSTER = `sasuma-schema-${SCHEMA_VERSION}`;

/** React Query's persister on IndexedDB (idb-keyval); writes are batched so a burst of queries costs one write. */
export function createIdbPersister(store = savedCacheStore()): Persister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    timer = undefined;
    if (!pending) return;
    const client = pending;
    pending = undefined;
    await set(SAVED_CACHE.key, client, store).catch(() => undefined);
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
    restoreClient: () => get<PersistedClient>(SAVED_CACHE.key, store),
    removeClient: () => del(SAVED_CACHE.key, store),
  };
}

/**
 * The restored cache without the entries a screen could not render (`validQueries`): IndexedDB may hold a corrupt
 * entry, or one saved by a version that read another shape. Entries of keys no schema describes are kept.
 */
function withValidQueries(client: PersistedClient, valid: typeof validQueries): PersistedClient {
  const saved: unknown = client.clientState?.queries;
  if (!Array.isArray(saved)) return client; // Not a cache at all: hydration fails and the persister removes it.
  const queries = valid(saved, { keepUnknownKeys: true });
  if (queries.length < saved.length) {
    console.warn(
      `Dropped ${saved.length - queries.length} saved answer(s) that no longer fit the API contract`,
    );
  }
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** The persister, restoring only the entries `withValidQueries` keeps. */
function validating(persister: Persister): Persister {
  return {
    ...persister,
    restoreClient: async () => {
      // The schemas are a chunk of their own, off a first visit's start-up (nothing saved yet).
      const client = await persister.restoreClient();
      if (!client) return client;
      const { validQueries } = await import('../contract/persisted-query-schemas');
      return withValidQueries(client, validQueries);
    },
  };
}

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/**
 * Whether a start would restore this saved copy at all: the rule `persistQueryClientRestore` applies (a copy of
 * another schema version, older than the maximum age, or without a time is dropped), for whoever reads the copy
 * without restoring it (the saved-for-offline view, `saved-answers.ts`).
 */
export function isRestorable(client: Partial<PersistedClient> | undefined, now = Date.now()): boolean {
  return (
    Boolean(client?.timestamp) &&
    now - (client?.timestamp ?? 0) <= PERSIST_MAX_AGE_MS &&
    client?.buster === CACHE_BUSTER
  );
}

/**
 * A query whose last refresh failed (offline, a weak network, a 500) still holds the answer it had: that answer is
 * saved as it was, with the time it was fetched, and the failure is not. TanStack's default keeps only queries whose
 * status is 'success', so a refresh that failed offline deleted the saved copy at the next save (OFF-14).
 */
export function lastGoodAnswer(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== 'error') return query;
  return {
    ...query,
    state: {
      ...query.state,
      status: 'success',
      error: null,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  };
}

const persistOptions = (queryClient: QueryClient, persister: Persister) => ({
  queryClient,
  persister: {
    ...persister,
    persistClient: (client: PersistedClient) =>
      persister.persistClient({
        ...client,
        clientState: { ...client.clientState, queries: client.clientState.queries.map(lastGoodAnswer) },
      }),
  },
  maxAge: PERSIST_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: {
    // Every answer the app has, whatever became of its last refresh; a query that never got one has nothing to save.
    shouldDehydrateQuery: (query: { state: { data: unknown } }) => query.state.data !== undefined,
  },
});

/**
 * Restores the persisted cache (before the first render over the shell, so a cold offline start shows data at once;
 * after a hydration, where the page's own answers came with its HTML and only newer saved ones replace them), then
 * keeps saving it. A broken or slow IndexedDB never blocks start-up for more than a moment.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  persister = createIdbPersister(),
  /** After a hydration the page's answers came before this: they are saved now, not at the next change. */
  { saveNow = false } = {},
) {
  const options = persistOptions(queryClient, validating(persister));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1500));
  await Promise.race([persistQueryClientRestore(options).catch(() => undefined), timeout]);
  const unsubscribe = persistQueryClientSubscribe(options);
  if (saveNow) await persistQueryClientSave(options).catch(() => undefined);
  return unsubscribe;
}
