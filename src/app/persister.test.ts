import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CACHE_BUSTER, restoreAndPersist, SCHEMA_VERSION } from './persister';
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

const WEEK_KEY = ['menu', 'week', { lang: 'pt' }];
const NOTICES_KEY = ['notices', 'list', { lang: 'pt', limit: 10, page: 1 }];
const RESTAURANTS_KEY = ['restaurants', 'list', { lang: 'pt' }];
const UNKNOWN_KEY = ['not-an-api-call'];

const lunch = {
  Restaurante: 'Cantina',
  ementa_dia: '2026-03-11',
  refeicao: 'almoco',
  Sopa: 'Sopa de legumes',
  Prato: 'Espetada',
  'Prato de Peixe': null,
  Vegetariano: null,
  Acompanhamento: null,
  sandesdodia: null,
  salada: null,
  Sobremesa: 'Fruta',
};
const notices = {
  data: [
    {
      post_name: 'aviso-1',
      post_title: 'Aviso n.º 1',
      docaviso_descricao: '<p>Texto</p>',
      docaviso_datavigor: '2026-03-01',
      docaviso_ficheiros: [],
    },
  ],
  total: 1,
};

/** A cache saved by the app: each key's data fetched, then persisted as the running app would. */
async function savedClientWith(entries: Array<[readonly unknown[], unknown]>): Promise<PersistedClient> {
  const source = createQueryClient();
  const persister = memoryPersister();
  const unsubscribe = await restoreAndPersist(source, persister);
  for (const [queryKey, data] of entries) await source.fetchQuery({ queryKey, queryFn: () => data });
  unsubscribe();
  if (!persister.saved) throw new Error('nothing was persisted');
  return persister.saved;
}

/** The saved cache with the data of `queryKey` replaced, as a corrupt write or an older app version leaves it. */
function withData(client: PersistedClient, queryKey: readonly unknown[], data: unknown): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    JSON.stringify(query.queryKey) === JSON.stringify(queryKey)
      ? { ...query, state: { ...query.state, data } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('persisted query cache', () => {
  test('[OFF-03] a restored query outlives the garbage-collection timer', async () => {
    const saved = await savedClientWith([[WEEK_KEY, [lunch]]]);
    vi.useFakeTimers();
    const client = createQueryClient();
    await restoreAndPersist(client, memoryPersister(saved));
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(client.getQueryData(WEEK_KEY)).toEqual([lunch]);
  });

  test('[OFF-03] data older than maxAge, or from another schema version, is dropped', async () => {
    const saved = await savedClientWith([[WEEK_KEY, [lunch]]]);
    const old = { ...saved, timestamp: Date.now() - PERSIST_MAX_AGE_MS - 1000 };
    const stale = new QueryClient();
    await restoreAndPersist(stale, memoryPersister(old));
    expect(stale.getQueryData(WEEK_KEY)).toBeUndefined();

    const otherSchema = new QueryClient();
    await restoreAndPersist(otherSchema, memoryPersister({ ...saved, buster: `${CACHE_BUSTER}-old` }));
    expect(otherSchema.getQueryData(WEEK_KEY)).toBeUndefined();
  });

  test('[OFF-03] a saved answer that no longer fits its contract is dropped; the others are restored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved = await savedClientWith([
      [WEEK_KEY, [lunch]],
      [NOTICES_KEY, notices],
      [UNKNOWN_KEY, { anything: true }],
    ]);
    // An old shape: the menu as an object of days, not the list of entries the screen maps over.
    const corrupt = withData(saved, WEEK_KEY, { '2026-03-11': [lunch] });
    const client = createQueryClient();
    await restoreAndPersist(client, memoryPersister(corrupt));
    expect(client.getQueryData(WEEK_KEY)).toBeUndefined();
    expect(client.getQueryData(NOTICES_KEY)).toEqual(notices);
    // A key no contract describes is restored as saved.
    expect(client.getQueryData(UNKNOWN_KEY)).toEqual({ anything: true });
    expect(warn).toHaveBeenCalledOnce();
  });

  test('[OFF-03] an entry that is not a query at all costs only itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved = await savedClientWith([[NOTICES_KEY, notices]]);
    const broken = {
      ...saved,
      clientState: { ...saved.clientState, queries: [null, ...saved.clientState.queries] },
    } as unknown as PersistedClient;
    const client = createQueryClient();
    await restoreAndPersist(client, memoryPersister(broken));
    expect(client.getQueryData(NOTICES_KEY)).toEqual(notices);
  });

  test('[OFF-03] a restored answer reads as a fetched one: the schema fills in what older answers lacked', async () => {
    const restaurant = { Titulo: 'Cantina', Descricao: 'Self-service.', Horario: '12:00 - 14:30' };
    const saved = await savedClientWith([[RESTAURANTS_KEY, [restaurant]]]);
    const client = createQueryClient();
    await restoreAndPersist(client, memoryPersister(saved));
    expect(client.getQueryData(RESTAURANTS_KEY)).toEqual([
      { ...restaurant, Servicos: [], MesesEncerrado: [], DiasEncerrado: [] },
    ]);
  });

  test('[OFF-14] a refresh that fails keeps the saved answer, saved as it was, with the time it was fetched', async () => {
    const source = createQueryClient();
    const persister = memoryPersister();
    const unsubscribe = await restoreAndPersist(source, persister);
    await source.fetchQuery({ queryKey: WEEK_KEY, queryFn: () => [lunch] });
    const fetchedAt = source.getQueryState(WEEK_KEY)?.dataUpdatedAt;
    // Offline: the refresh fails, the query holds its answer and the error.
    await source
      .fetchQuery({
        queryKey: WEEK_KEY,
        queryFn: () => Promise.reject(new Error('offline')),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined);
    expect(source.getQueryState(WEEK_KEY)?.status).toBe('error');
    unsubscribe();

    const next = createQueryClient();
    await restoreAndPersist(next, memoryPersister(persister.saved));
    expect(next.getQueryData(WEEK_KEY)).toEqual([lunch]);
    expect(next.getQueryState(WEEK_KEY)).toMatchObject({
      status: 'success',
      error: null,
      dataUpdatedAt: fetchedAt,
    });
  });

  test('[OFF-14] the saved copy belongs to the schema, not to the app version: a new version keeps it', () => {
    expect(CACHE_BUSTER).toBe(`sasuma-schema-${SCHEMA_VERSION}`);
  });

  test('[OFF-03] the query client keeps data at least as long as the persister', () => {
    const gcTime = createQueryClient().getDefaultOptions().queries?.gcTime ?? 0;
    expect(gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
    expect(PERSIST_MAX_AGE_MS).toBeGreaterThanOrEqual(30 * 24 * 60 * 60 * 1000);
  });
});
