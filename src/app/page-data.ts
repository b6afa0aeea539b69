import { hydrate, type QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@/lib/constants';

/**
 * The answers a page our server rendered with its data carries (src/start/page-html.ts), put in the cache before
 * the first render so the app takes over with the same list, without asking the API again. Each must fit its
 * contract schema, as any answer the app reads; what does not is left for the screen to fetch. Entries older than
 * the cache's own are ignored by `hydrate`.
 */
export async function hydratePageData(queryClient: QueryClient): Promise<void> {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  let entries: unknown;
  try {
    entries = (JSON.parse(element.textContent ?? '') as { queries?: unknown }).queries;
  } catch {
    return;
  }
  if (!Array.isArray(entries)) return;
  // The contract schemas are their own chunk: only a page that carries data needs them at start.
  const { validQueries } = await import('./persisted-query-schemas');
  hydrate(queryClient, { mutations: [], queries: validQueries(entries, { keepUnknownKeys: false }) });
}
