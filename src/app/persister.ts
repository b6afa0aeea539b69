import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { version } from '../../package.json';
import type { schemaForQueryKey } from './persisted-query-schemas';
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

type DehydratedQuery = DehydratedState['queries'][number];

/** Hydration reads these two of every entry; one without them would make it throw and lose the whole cache. */
function isRestorable(entry: unknown): entry is DehydratedQuery {
  if (typeof entry !== 'object' || entry === null) return false;
  const { queryKey, state } = entry as Partial<Record<keyof DehydratedQuery, unknown>>;
  return Array.isArray(queryKey) && typeof state === 'object' && state !== null;
}

/**
 * The restored cache without the entries a screen could not render: each query whose key names a contract schema
 * must parse with it (IndexedDB may hold a corrupt entry, or one saved by a version that read another shape).
 * Entries of other keys are restored as saved.
 */
function withValidQueries(client: PersistedClient, schemaFor: typeof schemaForQueryKey): PersistedClient {
  const saved: unknown = client.clientState?.queries;
  if (!Array.isArray(saved)) return client; // Not a cache at all: hydration fails and the persister removes it.
  const queries = saved.flatMap((entry: unknown): DehydratedQuery[] => {
    if (!isRestorable(entry)) return [];
    const schema = schemaFor(entry.queryKey);
    if (!schema) return [entry];
    const parsed = schema.safeParse(entry.state.data);
    // The parsed data, so defaults the schema fills in (a restaurant's empty closures) are there as after a fetch.
    return parsed.success ? [{ ...entry, state: { ...entry.state, data: parsed.data } }] : [];
  });
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
      const client = await persister.restoreClient();
      if (!client) return client;
      // Every contract schema is a chunk of its own, off the start-up path of a first visit (nothing saved yet).
      const { schemaForQueryKey } = await import('./persisted-query-schemas');
      return withValidQueries(client, schemaForQueryKey);
    },
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
  const options = persistOptions(queryClient, validating(persister));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1500));
  await Promise.race([persistQueryClientRestore(options).catch(() => undefined), timeout]);
  return persistQueryClientSubscribe(options);
}
