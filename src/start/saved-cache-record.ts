import { SAVED_CACHE } from './shell-start';

/**
 * Reads the saved query cache (IndexedDB `sasuma` / `query-cache`) with nothing but IndexedDB itself: the shell's early
 * script has no library, and the app reads the same way. Opened without a version, so a database that does not exist
 * would be made empty here: that upgrade is aborted, and the persister's store makes it when it first writes. Nothing
 * saved, or a read that fails, is `undefined`.
 */
export function readSavedCacheRecord(indexedDB: IDBFactory | undefined): Promise<unknown> {
  if (!indexedDB) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(SAVED_CACHE.database);
    } catch {
      resolve(undefined);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(undefined);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const read = db.transaction(SAVED_CACHE.store).objectStore(SAVED_CACHE.store).get(SAVED_CACHE.key);
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
      db.close();
    };
  });
}
