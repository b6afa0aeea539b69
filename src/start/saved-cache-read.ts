import { createStore, type UseStore } from 'idb-keyval';
import { SAVED_CACHE, shellStart } from './shell-start';
import { readSavedCacheRecord } from './saved-cache-record';

let store: UseStore | undefined;

export function savedCacheStore(): UseStore {
  store ??= createStore(SAVED_CACHE.database, SAVED_CACHE.store);
  return store;
}

/**
 * Starts reading the saved cache as the app starts, before the persister's chunk is even asked for: in a browser
 * process that just started, opening IndexedDB and reading the entry takes 40-110 ms here, and the chunk takes as
 * long to arrive and run. On a start the shell answered, its early script began the same read earlier still
 * (src/start/early-start.ts). The persister takes this read over (`createIdbPersister`); a failed read is no saved data.
 */
export function readSavedCache(): Promise<unknown> {
  return (
    shellStart().savedCache ?? readSavedCacheRecord(typeof indexedDB === 'undefined' ? undefined : indexedDB)
  );
}
