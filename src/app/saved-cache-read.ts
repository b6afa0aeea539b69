import { createStore, get, type UseStore } from 'idb-keyval';
import { SAVED_CACHE, shellStart } from '@/lib/shell-start';

let store: UseStore | undefined;

export function savedCacheStore(): UseStore {
  store ??= createStore(SAVED_CACHE.database, SAVED_CACHE.store);
  return store;
}

/**
 * Starts reading the saved cache as the app starts, before the persister's chunk is even asked for: in a browser
 * process that just started, opening IndexedDB and reading the entry takes 40-110 ms here, and the chunk takes as
 * long to arrive and run. On a start the shell answered, its route-preload script began the read earlier still.
 * The persister takes this read over (`createIdbPersister`); a failed read is no saved data.
 */
export function readSavedCache(): Promise<unknown> {
  return shellStart().savedCache ?? get(SAVED_CACHE.key, savedCacheStore()).catch(() => undefined);
}
