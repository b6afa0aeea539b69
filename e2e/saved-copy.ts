import { expect, type Page } from '@playwright/test';

/** A query key to look for: its leading parts, where an object part matches when the given properties are equal. */
export type KeyPattern = readonly unknown[];

/**
 * Waits until the app has written the queries matching `patterns` to its IndexedDB copy (src/app/persister.ts:
 * database `sasuma`, store `query-cache`, key `query-cache`). The persister batches its writes, so a test that
 * goes offline right after the data appeared on screen could otherwise "cold start" from an older copy.
 */
export async function waitForSavedCopy(page: Page, ...patterns: KeyPattern[]) {
  await waitForSavedCopySince(page, 0, ...patterns);
}

/** As `waitForSavedCopy`, for copies fetched at `since` (the page's clock) or later: a refresh the app has made. */
export async function waitForSavedCopySince(page: Page, since: number, ...patterns: KeyPattern[]) {
  await expect
    // Generous: on a first visit the background download for offline reading writes the copy many times over.
    .poll(() => page.evaluate(savedMatches, { patterns, since }), {
      message: 'the saved copy holds these queries',
      timeout: 20_000,
    })
    .toEqual(patterns.map(() => true));
}

// Runs in the page: plain IndexedDB, as the app's idb-keyval store wrote it.
async function savedMatches({
  patterns,
  since,
}: {
  patterns: KeyPattern[];
  since: number;
}): Promise<boolean[]> {
  const saved = await new Promise<unknown>((resolve) => {
    const open = indexedDB.open('sasuma');
    // Not made yet: nothing saved. The upgrade is aborted, or this read would make the database empty, without the
    // store the app's own open (idb-keyval, no version) then never gets to create: the copy would never be saved.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('query-cache')) {
        db.close();
        resolve(undefined);
        return;
      }
      const get = db.transaction('query-cache').objectStore('query-cache').get('query-cache');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(undefined);
      get.transaction!.oncomplete = () => db.close();
    };
  });
  const queries =
    (
      saved as
        | { clientState?: { queries?: Array<{ queryKey: unknown[]; state: { dataUpdatedAt: number } }> } }
        | undefined
    )?.clientState?.queries ?? [];
  const matches = (value: unknown, pattern: unknown): boolean =>
    pattern !== null && typeof pattern === 'object'
      ? value !== null &&
        typeof value === 'object' &&
        Object.entries(pattern).every(([key, part]) => matches((value as Record<string, unknown>)[key], part))
      : value === pattern;
  return patterns.map((pattern) =>
    queries.some(
      (query) =>
        query.state.dataUpdatedAt >= since &&
        pattern.every((part, index) => matches(query.queryKey[index], part)),
    ),
  );
}
