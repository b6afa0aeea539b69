import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CACHE_BUSTER, restoreAndPersist } from './persister';
import { createQueryClient, PERSIST_MAX_AGE_MS } from './query-client';

function memoryPersister(initial?: PersistedClient): Persister & { saved: PersistedClient | undefined } {
  const persister = {
    saved: initial,
    persistClient: (client: PersistedClient) => {
      persister.saved = client;
    },
    restoreClient: () => persister.saved,
    removeClient: () => {
      persister.saved = undefined;
    },
  };
  return persister;
}

async function savedClientWith(data: unknown): Promise<PersistedClient> {
  const source = createQueryClient();
  const persister = memoryPersister();
  const unsubscribe = await restoreAndPersist(source, persister);
  await source.fetchQuery({ queryKey: ['menu', 'week', { lang: 'pt' }], queryFn: () => data });
  unsubscribe();
  if (!persister.saved) throw new Error('nothing was persisted');
  return persister.saved;
}

afterEach(() => vi.useRealTimers());

describe('persisted query cache', () => {
  test('[OFF-03] a restored query outlives the garbage-collection timer', async () => {
    const saved = await savedClientWith(['sopa']);
    vi.useFakeTimers();
    const client = createQueryClient();
    await restoreAndPersist(client, memoryPersister(saved));
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(client.getQueryData(['menu', 'week', { lang: 'pt' }])).toEqual(['sopa']);
  });

  test('[OFF-03] data older than maxAge, or from another schema version, is dropped', async () => {
    const saved = await savedClientWith(['sopa']);
    const old = { ...saved, timestamp: Date.now() - PERSIST_MAX_AGE_MS - 1000 };
    const stale = new QueryClient();
    await restoreAndPersist(stale, memoryPersister(old));
    expect(stale.getQueryData(['menu', 'week', { lang: 'pt' }])).toBeUndefined();

    const otherSchema = new QueryClient();
    await restoreAndPersist(otherSchema, memoryPersister({ ...saved, buster: `${CACHE_BUSTER}-old` }));
    expect(otherSchema.getQueryData(['menu', 'week', { lang: 'pt' }])).toBeUndefined();
  });

  test('[OFF-03] the query client keeps data at least as long as the persister', () => {
    const gcTime = createQueryClient().getDefaultOptions().queries?.gcTime ?? 0;
    expect(gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
    expect(PERSIST_MAX_AGE_MS).toBeGreaterThanOrEqual(30 * 24 * 60 * 60 * 1000);
  });
});
