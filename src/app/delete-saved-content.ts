import type { QueryClient } from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { CACHE_NAMES } from '@/lib/data/sw-shared';
import { SAVED_CACHE, savedCacheStore } from './persister';

/** Screens an earlier version kept in localStorage (until decision 039): public content, deleted with the rest. */
const EARLIER_KEPT_SCREENS = 'first-screen ';

/**
 * Deletes the public content saved for offline reading ("delete everything" in "My data on this device"): the saved
 * answers (the query cache, in memory first so the persister saves nothing back, then in IndexedDB) and the service
 * worker's caches of pages, API answers, pictures and PDFs. The app itself (its precached files) stays, so it still
 * starts offline; the caller reloads it.
 */
export async function deleteSavedContent(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await del(SAVED_CACHE.key, savedCacheStore()).catch(() => undefined);
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(EARLIER_KEPT_SCREENS)) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there.
  }
  if (typeof caches !== 'undefined') {
    await Promise.all(Object.values(CACHE_NAMES).map((name) => caches.delete(name).catch(() => false)));
  }
}
