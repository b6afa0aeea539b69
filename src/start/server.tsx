import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { WindowLike } from 'dompurify';
import { LRUCache } from 'lru-cache';
import { createQueryClient } from '@/app/query-client';
import type { RenderOptions } from '@/contract/page-renderer';
import { provideSanitizer } from '@/components/html-content';
import { createSanitizer } from '@/components/sanitizer';
import { answerApiWith, type ApiTransport } from '@/lib/data/api-client';
import { lendDomParser } from '@/lib/dom-parser';
import { activateLocale, i18n } from '@/lib/i18n';
import { locales, localeFromPathname, switchLocalePath } from '@/lib/locale';
import { AppRoot, createAppRouter } from './router';
import { pageInShell } from './page-in-shell';

export { robotsTxt, sitemapXml } from './sitemap';
export { renderShell } from './shell';

/** Our server has no DOM: it lends one (jsdom) for the server HTML in the lists' data. */
export function sanitizeWithWindow(window: WindowLike) {
  provideSanitizer(keptResults(createSanitizer(window)));
  lendDomParser((window as unknown as { DOMParser: new () => DOMParser }).DOMParser);
}

/** What keptResults keeps at most: the characters of the inputs and their results (an item's text is a few KB). */
const KEPT_SANITIZED_CHARS = 1_000_000;

/**
 * `sanitize`, each input's result kept: every render of a list sanitizes the same items again, and each call parses
 * its HTML into a new jsdom document; that was 40 % of what a list render allocated, and the GCs it caused (issue 43).
 * The result depends on the input alone (the rules and the hook are fixed). The least recently used are dropped past
 * KEPT_SANITIZED_CHARS; an input over a tenth of that is not kept.
 */
function keptResults(sanitize: (html: string) => string): (html: string) => string {
  const kept = new LRUCache<string, string>({
    maxSize: KEPT_SANITIZED_CHARS,
    maxEntrySize: KEPT_SANITIZED_CHARS / 10,
    sizeCalculation: (clean, html) => html.length + clean.length,
    memoMethod: (html) => sanitize(html),
  });
  return (html) => kept.memo(html);
}

/** Every page the build writes as HTML: the routes marked `staticData.prerender`, in each language. */
export function prerenderPaths(): string[] {
  const router = createAppRouter(createQueryClient());
  const bare = Object.values(router.routesById)
    .filter((route) => route.options.staticData?.prerender)
    .map((route) => barePath(route.fullPath));
  return locales.flatMap((locale) => bare.map((path) => switchLocalePath(path, locale)));
}

/** `/{-$lang}/avisosecomunicados/` -> `/avisosecomunicados`. */
const barePath = (fullPath: string) => fullPath.replace(/^\/\{-\$lang\}/, '').replace(/\/$/, '') || '/';

/**
 * Every route's path pattern without the language (`/`, `/equipa`, `/avisosecomunicados/$postName`): our server
 * answers 404 for a path none of them matches (server/src/app-routes.ts; the build writes them, build/renderer-plugin.ts).
 */
export function appRoutePatterns(): string[] {
  const router = createAppRouter(createQueryClient());
  return [...new Set(Object.values(router.routesById).map((route) => barePath(route.fullPath)))].sort();
}

/** An API that never answers: each section renders its loading state, as a first visit shows it before the data. */
const apiHeldBack: ApiTransport = () => new Promise<Response>(() => undefined);

/**
 * One page rendered by the router's own SSR (createRequestHandler + renderRouterToString), put into the build's shell
 * (src/start/page-in-shell.ts). `api` answers the loaders' API requests in process (our server), and the loaders
 * await their first screen's data; held back for the build's written pages, each section in its loading state.
 * `nonce` goes on the router's inline scripts. `now` is the instant the page is rendered at (our server's clock; the
 * build's by default): its loaders and components read it, and the browser hydrates the page at it
 * (src/features/menu/use-clock.ts). A status other than 200 (a loader failed) is no page to send.
 */
export async function renderPage(
  request: Request,
  shell: string,
  { api = apiHeldBack, nonce, now = new Date() }: RenderOptions = {},
): Promise<{ status: number; html: string; scripts: string[] }> {
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  await activateLocale(locale);
  const withData = api !== apiHeldBack;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient();
      answerApiWith(queryClient, api);
      return createAppRouter(queryClient, { nonce, awaitData: withData, now });
    },
  });
  const response = await handler(({ router, responseHeaders }) => {
    const { queryClient } = router.options.context;
    i18n.activate(locale);
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <AppRoot queryClient={queryClient} router={router}>
          <RouterServer router={router} />
        </AppRoot>
      ),
    });
  });
  const body = (await response.text()).replace(/^<!DOCTYPE html>/, '');
  const html = pageInShell(shell, { locale, body });
  return { status: response.status, html, scripts: inlineScripts(body) };
}

/** The inline scripts' bodies (for a written page's CSP hashes). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}
