import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { get } from 'idb-keyval';
import { validQueries } from '../contract/persisted-query-schemas';
import { isRestorable, SAVED_CACHE, savedCacheStore } from './persister';

/** A saved answer as the saved-for-offline view counts it. */
export interface SavedAnswer {
  queryKey: readonly unknown[];
  state: { data: unknown };
}

/**
 * What a cold start would restore, read from the IndexedDB entry the app restores from, with the rules it applies (the
 * copy's schema version and age, each answer's contract schema): what the saved-for-offline view counts (OFF-15). The
 * query cache in memory may hold more (a refresh not yet saved, an answer of a shape no longer read) that a start
 * from the icon would not show.
 */
export async function readSavedAnswers(): Promise<SavedAnswer[]> {
  const saved = await get<PersistedClient>(SAVED_CACHE.key, savedCacheStore()).catch(() => undefined);
  if (!isRestorable(saved)) return [];
  const queries: unknown = saved?.clientState?.queries;
  if (!Array.isArray(queries)) return [];
  return validQueries(queries, { keepUnknownKeys: false }).filter((query) => query.state.data !== undefined);
}
