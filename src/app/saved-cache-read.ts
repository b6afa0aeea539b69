import { createStore, get, type UseStore } from 'idb-keyval';

/** Where the query cache is saved on the device (IndexedDB `sasuma`, store `query-cache`, one entry). */
export const SAVED_CACHE_KEY = 'query-cache';

let store: UseStore | undefined;

export function savedCacheStore(): UseStore {
  store ??= createStore('sasuma', 'query-cache');
  return store;
}

/**
 * Starts reading the saved cache as the app starts, before the persister's chunk is even asked for: in a browser
 * process that just started, opening IndexedDB and reading the entry takes 40-110 ms here, and the chunk takes as
 * long to arrive and run. The persister takes this read over (`createIdbPersister`); a failed read is no saved data.
 */
export function readSavedCache(): Promise<unknown> {
  return get(SAVED_CACHE_KEY, savedCacheStore()).catch(() => undefined);
}
