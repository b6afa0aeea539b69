import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, Strategy, type StrategyHandler } from 'workbox-strategies';
import { shellFile } from '../lib/locale-files';
import { API_BASES, CACHE_NAMES, FETCHED_AT_HEADER, LANGUAGE_ENTRY } from '../lib/data/sw-shared';
import { isStartPath, startOfChoice } from '../lib/remembered-start';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;
/** How long a page with no copy may take before the shell answers instead. */
const PAGE_TIMEOUT_MS = 3000;
const apiBase = new URL(API_BASES.content, self.location.origin).href.replace(/\/$/, '');

/** Paths the app shell must not answer: data and files come from the server or their own caches. */
export const notNavigable = [/^\/api(\/|$)/, /^\/uploads\//, /^\/files\//];

/**
 * A page the student opened is kept as the server rendered it: the next visit is answered from that copy at once
 * (online too; it is refreshed behind), and the app hydrates it. A page with no copy gets the network for
 * PAGE_TIMEOUT_MS at most (lie-fi), then the strategy's handlerDidError. Not StaleWhileRevalidate, which waits on
 * the network when there is no copy, nor NetworkFirst, which waits on past its timeout when nothing is cached.
 */
class CopyFirst extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const fresh = handler.fetchAndCachePut(request);
    // The refresh outlives the answer (the copy, or the shell past the timeout); offline, its failure is no error.
    void handler.waitUntil(fresh.catch(() => undefined));
    const copy = await handler.cacheMatch(request);
    if (copy) return copy;
    return Promise.race([fresh, new Promise<undefined>((resolve) => setTimeout(resolve, PAGE_TIMEOUT_MS))]);
  }
}

export function registerCachingRoutes() {
  const shells = {
    en: createHandlerBoundToURL(shellFile('en')),
    pt: createHandlerBoundToURL(shellFile('pt')),
  };
  const pages = new CopyFirst({
    cacheName: CACHE_NAMES.pages,
    plugins: [
      // A redirected answer would be refused when given to a later navigation of the address asked.
      { cacheWillUpdate: async ({ response }) => (response.ok && !response.redirected ? response : null) },
      // No copy and no network in time: its language's shell, which the app starts over without router state.
      {
        handlerDidError: ({ event, request }) => {
          const url = new URL(request.url);
          return shells[/^\/en(?:\/|$)/.test(url.pathname) ? 'en' : 'pt']({ event, request, url });
        },
      },
    ],
  });
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const start = await rememberedStart(options.request, options.url);
        return start ? Response.redirect(start, 302) : pages.handle(options);
      },
      { denylist: notNavigable },
    ),
  );

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
 * On a first visit the page was opened before this worker existed, so no navigation of it came through the worker:
 * as it installs, the worker keeps each open page it has no copy of, as the server renders it, so a start from the
 * icon offline shows that page (every later navigation is kept by the route above). Kept before the worker takes
 * control, so a page it controls always has its copy; a page that fails to come is left to its next navigation.
 */
export function keepOpenPagesOnInstall() {
  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHE_NAMES.pages);
        const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const urls = pages
          .map((page) => new URL(page.url))
          .filter(
            (url) =>
              url.origin === self.location.origin && !notNavigable.some((path) => path.test(url.pathname)),
          );
        await Promise.allSettled(
          urls.map(async (url) => {
            if (!(await cache.match(url.href))) await cache.add(url.href);
          }),
        );
      })(),
    );
  });
}

/** The remembered language's start, for a start at the other's (src/lib/remembered-start.ts). */
async function rememberedStart(request: Request, url: URL): Promise<string | undefined> {
  if (request.referrer || !isStartPath(url.pathname)) return undefined;
  const chosen = await caches
    .open(CACHE_NAMES.settings)
    .then((cache) => cache.match(LANGUAGE_ENTRY))
    .then((answer) => answer?.text())
    .catch(() => undefined);
  return startOfChoice(url, chosen);
}

/**
 * The app's "not saved on this device" page for a PDF, in the language of the page the student came from: a PDF link
 * opens a new tab with no referrer, so it is read from the open pages, most recently focused first.
 */
async function fileNotSavedPage(file: URL): Promise<string> {
  const pages = await self.clients.matchAll({ type: 'window' });
  const from = pages.map((page) => new URL(page.url).pathname).find((path) => !path.startsWith('/files/'));
  const prefix = from && /^\/en(\/|$)/.test(from) ? '/en' : '';
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
