import type { QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiHandler } from '@/contract/page-renderer';
import { env } from './env';
import { ApiError } from '../api-error';
import { noteFetchedAt } from '../answer-age';
import type { Locale } from '../locale';

export { ApiError };

export type QueryParams = Record<string, string | number | undefined | null>;

/** What a query's function gets from TanStack Query that a request needs: its abort signal, its client. */
export interface ApiCall {
  signal?: AbortSignal;
  /** The query's client: where our server renders a page, it answers the client's requests itself. */
  client?: QueryClient;
}

export interface ApiGetOptions<S extends z.ZodMiniType> extends ApiCall {
  /**
   * The entity's schema, as a dynamic import of its contract module: it loads in parallel with the request, so zod
   * and the schemas are not part of any route's first load (decision 039).
   */
  schema: () => Promise<S>;
  /** Adds `idioma`; omit for the calls the spec lists without it. */
  lang?: Locale;
  params?: QueryParams;
}

/** Answers an API request without the network: our server's own API, or nothing (the build's pages). */
export type ApiTransport = ApiHandler;

const transports = new WeakMap<QueryClient, ApiTransport>();

/**
 * The API requests of this client's queries go to `transport` instead of the network: our server renders a page with
 * its data by answering them in process (server/src/page-render.ts), and the build renders its pages with every
 * request left waiting, so each section shows its loading state (build/renderer-plugin.ts).
 */
export function answerApiWith(client: QueryClient, transport: ApiTransport): void {
  transports.set(client, transport);
}

export function apiUrl(path: string, params: QueryParams = {}, base = env.VITE_API_BASE): string {
  const url = new URL(base.replace(/\/$/, '') + path, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.origin === globalThis.location?.origin ? url.pathname + url.search : url.href;
}

/** The one way the app reads the content API: adds `idioma`, honours abort, parses with the entity's schema. */
export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  options: ApiGetOptions<S>,
): Promise<z.infer<S>> {
  const params = options.lang ? { ...options.params, idioma: options.lang } : options.params;
  const loadSchema = () => options.schema().catch(() => undefined);
  // Started now, awaited after the body: a chunk the service worker keeps, so it is there offline too. Not while the
  // browser says it is offline: with no worker yet the chunk's fetch fails, and a failed import stays failed for the
  // page's life in Firefox, Safari and Chromium before the fix (whatwg/html#6768): every later refresh of these
  // entities failed, online again, until a reload. Offline it is asked for once an answer has come.
  const early = navigator.onLine === false ? undefined : loadSchema();
  let response: Response;
  try {
    const init = { signal: options.signal, headers: { Accept: 'application/json' } };
    const transport = options.client && transports.get(options.client);
    response = transport
      ? await transport(new Request(new URL(apiUrl(path, params), 'http://localhost'), init))
      : await fetch(apiUrl(path, params), init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', null, `Network error for ${path}`);
  }
  if (!response.ok) throw new ApiError('http', response.status, `HTTP ${response.status} for ${path}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('malformed', response.status, `Response of ${path} is not JSON`);
  }
  const loaded = await (early ?? loadSchema());
  if (!loaded) throw new ApiError('network', null, `Could not load the schema for ${path}`);
  const parsed = loaded.safeParse(body);
  if (!parsed.success)
    throw new ApiError('malformed', response.status, `Unexpected response shape for ${path}`);
  noteFetchedAt(parsed.data, response);
  return parsed.data;
}
