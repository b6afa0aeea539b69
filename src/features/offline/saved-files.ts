import { CACHE_NAMES } from '@/lib/data/sw-shared';

/** The service worker's caches for PDFs and pictures. */
export const FILE_CACHES = { documents: CACHE_NAMES.documents, images: CACHE_NAMES.images } as const;

export interface SavedFiles {
  /** File names of the PDFs saved, for the list. */
  documents: string[];
  images: number;
}

/** "regulamento%20bolsas.pdf" from a cached request's URL: what the student knows the document by. */
export function fileNameOf(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

async function cachedUrls(storage: CacheStorage, name: string): Promise<string[]> {
  // `caches.open` would create an empty cache: ask first.
  if (!(await storage.has(name))) return [];
  const requests = await (await storage.open(name)).keys();
  return requests.map((request) => request.url);
}

/** What the Cache Storage holds; undefined where there is none (old browsers, insecure origins). */
export async function readSavedFiles(storage: CacheStorage | undefined): Promise<SavedFiles | undefined> {
  if (!storage) return undefined;
  const [documents, images] = await Promise.all([
    cachedUrls(storage, FILE_CACHES.documents),
    cachedUrls(storage, FILE_CACHES.images),
  ]);
  return { documents: documents.map(fileNameOf).sort((a, b) => a.localeCompare(b)), images: images.length };
}
