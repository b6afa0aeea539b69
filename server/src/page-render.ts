import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import {
  RENDERER_FILE,
  type ApiHandler,
  type PageRenderer as Renderer,
} from '../../src/contract/page-renderer';
import { silentLogger, type Logger } from './lib/logger';
import { etagMatches, strongEtag } from './lib/respond';

/** Past this, the page is sent as the build wrote it: a slow answer must not hold the first paint back. */
export const RENDER_TIMEOUT_MS = 1000;

// Marks the requests of our own renders: they reach the app's middleware in the render's async context.
const rendering = new AsyncLocalStorage<true>();

/** True for a request our render of a page makes (the request log counts it as internal). */
export const duringPageRender = () => rendering.getStore() === true;

/**
 * The render's API client (src/lib/data/api-client.ts `answerApiWith`): our API in this process, no socket. The build's API
 * base is relative (`/api`), which the client resolves against http://localhost here; an absolute base (the
 * university's API) is fetched for real.
 */
const inProcess =
  (api: ApiHandler): ApiHandler =>
  (request) =>
    new URL(request.url).origin === 'http://localhost'
      ? rendering.run(true, () => api(request))
      : fetch(request);

/**
 * `api`, noting each answer the render reads: its URL and its ETag (the API's tag of its body). What a page says is
 * its build's shell, its URL and these answers; the HTML itself differs on every render (the answer's nonce, the
 * router's own times), so the page's ETag is made from those, not from the HTML.
 */
function readingTags(api: ApiHandler): { api: ApiHandler; read: string[] } {
  const read: string[] = [];
  return {
    read,
    api: async (request) => {
      const response = await api(request);
      read.push(`${request.url} ${response.status} ${response.headers.get('ETag') ?? '-'}`);
      return response;
    },
  };
}

/**
 * Sends each written page (`prerender` routes, whatever their query) rendered by the router with its data and this
 * answer's CSP nonce, so a first visit paints the list with the HTML instead of after the JavaScript and the API round
 * trip, and a shared link's head names what its query asks for (a menu's day, for a chat's preview). A failed or slow
 * render with data is rendered again without it (each section loading, as the build writes the page) with the nonce:
 * the build's copy names its scripts by hash, which this answer's CSP would refuse. A build without the renderer
 * (`<distDir>-ssr`), or a page that fails both, falls through to the build's copy; nothing changes for other paths.
 */
export function renderPagesWithData(
  distDir: string,
  api: ApiHandler,
  logger: Logger = silentLogger,
  /** The server's clock (a test pins it): each page is rendered at its instant, and hydrated at the same one. */
  now: () => Date = () => new Date(),
): MiddlewareHandler {
  const rendererFile = path.join(`${distDir}-ssr`, RENDERER_FILE);
  let loading: Promise<{ renderer: Renderer; paths: Set<string> } | undefined> | undefined;
  const load = () =>
    (loading ??= (async () => {
      if (!existsSync(rendererFile)) return undefined;
      const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
      // Server HTML in the data is sanitized as in the browser, with a DOM lent by jsdom.
      const { JSDOM } = await import('jsdom');
      renderer.sanitizeWithWindow(new JSDOM('').window);
      return { renderer, paths: new Set(renderer.prerenderPaths()) };
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'pages are sent without their data: the renderer did not load');
      return undefined;
    }));

  // Loaded with the server, not by the first visitor (jsdom and the app take about a second to load).
  void load();
  return async (c, next) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname.replace(/(.)\/$/, '$1');
    const loaded = c.req.method === 'GET' ? await load() : undefined;
    if (!loaded?.paths.has(pathname)) return next();
    // A page carries its answer's nonce: it is never reused whole (the API's answers it reads are, micro-cached).
    const nonce = c.get('secureHeadersNonce');
    const render = (withData?: ApiHandler) =>
      routerPage(loaded.renderer, distDir, pathname + url.search, {
        ...(withData ? { api: withData } : {}),
        nonce,
        now: now(),
      }).catch((error: unknown) => {
        logger.error(
          { path: pathname, err: error },
          withData ? 'a page is sent without its data: its render failed' : 'a page is not rendered',
        );
        return undefined;
      });
    const reading = readingTags(api);
    const withData = await render(reading.api);
    if (withData) {
      // A revisit whose copy says the same gets a 304 (no body; its kept copy keeps its own nonce: security-headers.ts).
      const tag = `W/${strongEtag([withData.shell, pathname + url.search, ...reading.read].join('\n'))}`;
      const headers = { 'Cache-Control': 'no-cache', ETag: tag };
      if (etagMatches(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
      return c.html(withData.html, 200, headers);
    }
    const loading = await render();
    if (loading) return c.html(loading.html, 200, { 'Cache-Control': 'no-cache' });
    return next();
  };
}

/**
 * The page rendered by the router's own SSR into its language's shell, with its data (given `api`) and the nonce; and
 * that shell.
 */
async function routerPage(
  renderer: Renderer,
  distDir: string,
  url: string,
  { api, nonce, now }: { api?: ApiHandler; nonce?: string; now: Date },
) {
  const pathname = new URL(url, 'http://localhost').pathname;
  const shellFile = /^\/en(?:\/|$)/.test(pathname) ? path.join('en', 'shell.html') : 'shell.html';
  const shell = await readFile(path.join(distDir, shellFile), 'utf8');
  const page = await inRenderTime(
    renderer.renderPage(new Request(new URL(url, 'http://localhost')), shell, {
      ...(api ? { api: inProcess(api) } : {}),
      nonce,
      now,
    }),
  );
  return page?.status === 200 ? { html: page.html, shell } : undefined;
}

/** What the render gave within RENDER_TIMEOUT_MS, else undefined (the timer keeps no process alive). */
const inRenderTime = <T>(render: Promise<T>): Promise<T | undefined> =>
  Promise.race([render, delay(RENDER_TIMEOUT_MS, undefined, { ref: false })]);
