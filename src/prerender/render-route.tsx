import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  HeadContent,
  RouterContextProvider,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { WindowLike } from 'dompurify';
import { createQueryClient } from '@/app/query-client';
import { provideSanitizer } from '@/components/html-content';
import { createSanitizer } from '@/components/sanitizer';
import { answerApiWith, type ApiTransport } from '@/lib/api-client';
import { lendDomParser } from '@/lib/dom-parser';
import { activateLocale, i18n } from '@/lib/i18n';
import { locales, localeFromPathname } from '@/lib/locale';
import { AppRoot } from '../app-root';
import { createAppRouter } from '../router';
import type { RenderedRoute } from '@/start/page-html';

// What our server needs besides the render (server/src/page-render.ts imports this module, as built).
export { pageHtml, withHead } from '@/start/page-html';
export { robotsTxt, sitemapXml } from './sitemap';

/** Our server has no DOM: it lends one (jsdom) for the server HTML in the lists' data. */
export function sanitizeWithWindow(window: WindowLike) {
  provideSanitizer(createSanitizer(window));
  lendDomParser((window as unknown as { DOMParser: new () => DOMParser }).DOMParser);
}

/** Every page the build writes as HTML: the routes marked `staticData.prerender`, in each language. */
export function prerenderPaths(): string[] {
  return pathsOf((data) => data?.prerender);
}

/** `/{-$lang}/avisosecomunicados/` -> `/avisosecomunicados`. */
const barePath = (fullPath: string) => fullPath.replace(/^\/\{-\$lang\}/, '').replace(/\/$/, '') || '/';

/**
 * Every route's path pattern without the language (`/`, `/equipa`, `/avisosecomunicados/$postName`): our server
 * answers 404 for a path none of them matches (server/src/app-routes.ts; the build writes them, scripts/prerender.ts).
 */
export function appRoutePatterns(): string[] {
  const router = createAppRouter(createQueryClient());
  return [...new Set(Object.values(router.routesById).map((route) => barePath(route.fullPath)))].sort();
}

/** The pages our server renders with their data when asked for: the routes marked `renderWithData`. */
export function renderWithDataPaths(): string[] {
  return pathsOf((data) => data?.renderWithData);
}

/** The written pages whose head names what their query asks for: the routes marked `headFromSearch`. */
export function headFromSearchPaths(): string[] {
  return pathsOf((data) => data?.headFromSearch);
}

/**
 * The head tags of one URL (its route's `head()`, which may read the query), for our server. The route's loaders run
 * as in any render, their API requests answered by `api`; what they get is thrown away.
 */
export async function renderHead(url: string, api: ApiTransport): Promise<string> {
  const { head, queryClient } = await prepare(url, api);
  queryClient.clear();
  return head;
}

function pathsOf(marked: (data: StaticDataRouteOption | undefined) => boolean | undefined): string[] {
  const router = createAppRouter(createQueryClient());
  const bare = Object.values(router.routesById)
    .filter((route) => marked(route.options.staticData))
    .map((route) => barePath(route.fullPath));
  return locales.flatMap((locale) =>
    bare.map((path) => (locale === 'pt' ? path : path === '/' ? '/en' : `/en${path}`)),
  );
}

/** An API that never answers: each section renders its loading state, as a first visit shows it before the data. */
const apiHeldBack: ApiTransport = () => new Promise<Response>(() => undefined);

/** Renders one route in Node at build time (scripts/prerender.ts), every API request held back. */
export async function renderRoute(pathname: string): Promise<RenderedRoute> {
  const { render, queryClient, locale, head } = await prepare(pathname, apiHeldBack);
  const html = render();
  queryClient.clear();
  return { html, locale, head };
}

/** How many times a render may reveal queries it needs: a list, then what its answer asks for. */
const MAX_DATA_ROUNDS = 3;

/**
 * Renders a `renderWithData` route in Node with its data, for our server when the page is asked for
 * (server/src/page-render.ts). A first render names the queries the screen reads; they are fetched (through the API
 * client, as in the browser, answered by `api`) and the route rendered again, until it asks for nothing new.
 * Undefined when the route is not one of them, or any of its answers failed: the caller then sends the build's copy.
 */
export async function renderRouteWithData(
  url: string,
  api: ApiTransport,
): Promise<RenderedRoute | undefined> {
  const { render, queryClient, locale, router, head } = await prepare(url, api);
  if (!router.state.matches.some((match) => match.staticData?.renderWithData)) return undefined;
  try {
    let html = render();
    for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
      const waiting = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'pending' });
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      html = render();
    }
    if (!allAnswered(queryClient)) return undefined;
    return { html, locale, head, data: dehydrate(queryClient) };
  } finally {
    queryClient.clear();
  }
}

function allAnswered(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');
}

async function prepare(url: string, api: ApiTransport) {
  const locale = localeFromPathname(new URL(url, 'http://localhost').pathname);
  await activateLocale(locale);
  const queryClient = createQueryClient();
  answerApiWith(queryClient, api);
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`${url}: ${failed.routeId} is ${failed.status}`, { cause: failed.error });
  // Our server renders pages of both languages at once: the catalog is loaded above, and activated in the same
  // synchronous step as the render, so another page's language never slips in between.
  const render = () => {
    i18n.activate(locale);
    return renderToString(<AppRoot queryClient={queryClient} router={router} />);
  };
  // The routes' head() (title, description, Open Graph), as the router's own <HeadContent/> writes it.
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  return { render, queryClient, locale, router, head };
}

/** Where the build's shell (index.html) takes the rendered head and page: markers, no parsing. */
const HEAD_MARK = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_OPEN = '<div id="root">';
const ROOT_END = '<!--/app-root-->';

/**
 * One page rendered by the router's own SSR (createRequestHandler + renderRouterToString), put into the build's shell:
 * the route's head tags at `<!--app-head-->` (in place of the shell's title and description), the app and the
 * router's hydration scripts in #root. `api` answers the loaders' API requests in process (our server); held back for
 * the build's written pages. `nonce` goes on the router's inline scripts.
 */
export async function renderPage(
  request: Request,
  shell: string,
  { api = apiHeldBack, nonce }: { api?: ApiTransport; nonce?: string } = {},
): Promise<{ status: number; html: string; scripts: string[] }> {
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  await activateLocale(locale);
  const withData = api !== apiHeldBack;
  let head = '';
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient();
      answerApiWith(queryClient, api);
      return createAppRouter(queryClient, { nonce, awaitData: withData });
    },
  });
  const response = await handler(({ router, responseHeaders }) => {
    const { queryClient } = router.options.context;
    i18n.activate(locale);
    head = renderToString(
      <RouterContextProvider router={router}>
        <HeadContent />
      </RouterContextProvider>,
    );
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
  const rendered = (await response.text()).replace(/^<!DOCTYPE html>/, '');
  const start = shell.indexOf(ROOT_OPEN);
  const end = shell.indexOf(ROOT_END);
  const headAt = shell.indexOf(HEAD_MARK);
  const headEnd = shell.indexOf(HEAD_END);
  if (start < 0 || end < 0 || headAt < 0 || headEnd < 0)
    throw new Error('shell.html: no app-head / #root markers');
  const html =
    shell.slice(0, headAt).replace(/<html lang="[^"]*">/, `<html lang="${locale}">`) +
    head +
    shell.slice(headEnd + HEAD_END.length, start + ROOT_OPEN.length) +
    rendered +
    shell.slice(end);
  return { status: response.status, html, scripts: inlineScripts(rendered) };
}

/** The inline scripts' bodies (for a written page's CSP hashes). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}
