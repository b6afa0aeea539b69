import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

// A fresh module graph on a fresh IndexedDB: the stores cache their connection per module.
const loadReader = () => import('./saved-answers');
const loadPersister = () => import('./persister');
let reader: Awaited<ReturnType<typeof loadReader>>;
let persister: Awaited<ReturnType<typeof loadPersister>>;
const NOW = new Date('2026-11-25T12:00:00Z');
beforeAll(async () => {
  // A copy's age is measured against the clock (persister.ts): only Date is faked, so IndexedDB's callbacks still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  reader = await loadReader();
  persister = await loadPersister();
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function save(client: object) {
  const { set } = await import('idb-keyval');
  const { savedCacheStore } = await import('@/app/persister');
  await set('query-cache', client, savedCacheStore());
}

test('[OFF-15] counts what a start restores: the copy of this schema version and age, each answer fitting its contract', async () => {
  const entry = (queryKey: unknown[], data: unknown) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, status: 'success', dataUpdatedAt: 1 },
  });
  const queries = [
    entry(['links', 'list', { lang: 'pt' }], [{ titulo: 'Portal do estudante', link: 'https://www.uma.pt' }]),
    // Of a shape no screen reads any more, or not an API answer at all: a start would not show them.
    entry(['menu', 'week', { lang: 'pt' }], { '2026-03-11': [] }),
    entry(['not-an-api-call'], 1),
  ];
  await save({
    buster: persister.CACHE_BUSTER,
    timestamp: NOW.getTime(),
    clientState: { queries, mutations: [] },
  });
  expect((await reader.readSavedAnswers()).map((answer) => answer.queryKey[0])).toEqual(['links']);

  await save({
    buster: 'another-version',
    timestamp: NOW.getTime(),
    clientState: { queries, mutations: [] },
  });
  expect(await reader.readSavedAnswers()).toEqual([]);
  await save({
    buster: persister.CACHE_BUSTER,
    timestamp: NOW.getTime() - 32 * 24 * 60 * 60 * 1000,
    clientState: { queries, mutations: [] },
  });
  expect(await reader.readSavedAnswers()).toEqual([]);
});
