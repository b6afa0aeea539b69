import type { QueryClient } from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { firstScreenAnswersKey, isFirstScreenKey, SAVED_CACHE } from '@/start/shell-start';
import { CACHE_NAMES } from '@/lib/sw-shared';
import { savedCacheStore } from '@/start/saved-cache-read';

/**
 * Deletes the public content saved for offline reading ("delete everything" in "My data on this device"): the saved
 * answers (the query cache, in memory first so the persister saves nothing back, then in IndexedDB), the kept first
 * screens (localStorage, decision 021), and the service worker's caches of API answers, pictures and PDFs. The app
 * itself (its precached files) stays, so it still starts offline; the caller reloads it.
 */
export async function deleteSavedContent(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await del(SAVED_CACHE.key, savedCacheStore()).catch(() => undefined);
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key && isFirstScreenKey(key)) {
        localStorage.removeItem(key);
        localStorage.removeItem(firstScreenAnswersKey(key));
      }
    }
  } catch {
    // Storage refused: no first screen was kept.
  }
  if (typeof caches !== 'undefined') {
    await Promise.all(Object.values(CACHE_NAMES).map((name) => caches.delete(name).catch(() => false)));
  }
}
