import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { localeFromPathname } from '../lib/locale';
import { shellFile } from '../lib/locale-files';
import { CACHE_NAMES, LANGUAGE_ENTRY } from '../lib/data/sw-shared';
import { isStartPath, startOfChoice } from '../lib/remembered-start';

declare const self: ServiceWorkerGlobalScope;

/** How long a page with no copy may take before the shell answers instead. */
const PAGE_TIMEOUT_MS = 3000;

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

export function registerPageRoutes() {
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
          return shells[localeFromPathname(url.pathname)]({ event, request, url });
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
