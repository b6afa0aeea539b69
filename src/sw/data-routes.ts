import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { API_BASES, CACHE_NAMES, FETCHED_AT_HEADER } from '../lib/data/sw-shared';
import { localeFromPathname } from '../lib/locale';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;
const apiBase = new URL(API_BASES.content, self.location.origin).href.replace(/\/$/, '');

/** What the pages read, kept for offline: the API's answers, the images, the PDFs (the pages: routes.ts). */
export function registerDataRoutes() {
  // Content API: answer from the cache at once (offline too) and refresh it in the background. Each answer is kept
  // with the time it was fetched, which the page reads as its age.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.href.startsWith(`${apiBase}/`),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.api,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        { cacheWillUpdate: async ({ response }) => withFetchedAt(response) },
        new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 45 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );

  // News and team images: they never change under the same name; keep a bounded set.
  registerRoute(
    ({ url, request }) => url.pathname.startsWith('/uploads/') || request.destination === 'image',
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );

  // PDFs are cached once opened, so a document read once can be read again offline.
  const documents = new CacheFirst({
    cacheName: CACHE_NAMES.documents,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  });
  registerRoute(
    ({ url }) => url.pathname.startsWith('/files/'),
    async ({ event, request, url }) => {
      try {
        return await documents.handle({ event, request });
      } catch (error) {
        // Opened (not fetched by a page) and neither saved nor reachable: the app's own page says so, in the
        // student's language, instead of the browser's "This site can't be reached" (OFF-17).
        if (request.mode !== 'navigate') throw error;
        return Response.redirect(await fileNotSavedPage(url), 302);
      }
    },
  );
}

/**
 * The app's "not saved on this device" page for a PDF, in the language of the page the student came from: a PDF link
 * opens a new tab with no referrer, so it is read from the open pages, most recently focused first.
 */
async function fileNotSavedPage(file: URL): Promise<string> {
  const pages = await self.clients.matchAll({ type: 'window' });
  const from = pages.map((page) => new URL(page.url).pathname).find((path) => !path.startsWith('/files/'));
  const prefix = from && localeFromPathname(from) === 'en' ? '/en' : '';
  return `${prefix}/ficheiro-nao-guardado?ficheiro=${encodeURIComponent(file.pathname)}`;
}

/** A copy of the answer to keep, marked with when it was fetched (now: it has just come from the server). */
async function withFetchedAt(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, String(Date.now()));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
