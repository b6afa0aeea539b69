import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every item of every cached list page under `prefix` whose key params have `lang`, without duplicates (by `id`).
 * Offline, a search runs over these instead of the server (the device only knows what it has seen).
 */
export function cachedListItems<T>(
  queryClient: QueryClient,
  prefix: QueryKey,
  lang: string,
  id: (item: T) => string,
): T[] {
  const seen = new Map<string, T>();
  for (const [key, data] of queryClient.getQueriesData<{ data?: unknown }>({ queryKey: prefix })) {
    const params = key[key.length - 1] as { lang?: string } | undefined;
    // Only list pages ({ data: [...] }); details and other shapes under the same prefix are skipped.
    if (!data || !Array.isArray(data.data) || params?.lang !== lang) continue;
    for (const item of data.data as T[]) if (!seen.has(id(item))) seen.set(id(item), item);
  }
  return [...seen.values()];
}
