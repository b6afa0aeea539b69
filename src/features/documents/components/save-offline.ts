import { requestPersistentStorage } from '@/lib/persist-storage';
import { CACHE_NAMES } from '@/lib/data/sw-shared';

/** The service worker's cache for PDFs (src/sw/data-routes.ts caches /files/* there, cache-first, when fetched). */
const DOCUMENTS_CACHE = CACHE_NAMES.documents;

export async function isSavedOffline(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(DOCUMENTS_CACHE);
  return (await cache.match(new URL(url, location.href).href)) !== undefined;
}

/** Fetches the PDF through the service worker (which stores it), then checks it is really in the cache. */
export async function saveForOffline(url: string): Promise<boolean> {
  // A PDF kept for reading offline must survive storage pressure, as the rest the student saved (OFF-18).
  void requestPersistentStorage();
  const response = await fetch(url);
  if (!response.ok) return false;
  await response.arrayBuffer();
  if (await isSavedOffline(url)) return true;
  // No service worker in control (first load, dev): store it ourselves.
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(DOCUMENTS_CACHE);
  await cache.add(new URL(url, location.href).href);
  return isSavedOffline(url);
}
