import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { isFixable } from './outbox-fixable';

// The store caches its IndexedDB connection per module: a fresh module on a fresh database, so files sharing a
// worker (isolate: false) never see each other's records.
const loadOutbox = () => import('./outbox-store');
let outbox: Awaited<ReturnType<typeof loadOutbox>>;
beforeAll(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.resetModules();
  outbox = await loadOutbox();
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});
afterEach(() => vi.restoreAllMocks());

const createdAt = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
const fields = (key: string, minute: number) => ({
  key,
  createdAt: createdAt(minute),
  contestLabel: 'Recandidatura',
  applicant: `Estudante ${minute}`,
});
/** Writes a value as it is, past the store's own checks: what a broken write or another version leaves. */
const writeRaw = (key: string, value: unknown) =>
  set(key, value, createStore('sasuma-outbox', 'applications'));

test('[OUT-09] a corrupt record is left out with a warning; the good ones are listed, newest first', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await outbox.patchOutboxRecord('k-good', { state: 'queued' }, fields('k-good', 1));
  await outbox.patchOutboxRecord(
    'k-sent',
    { state: 'sent', reference: 'SAS-2026-000001' },
    fields('k-sent', 2),
  );
  await writeRaw('k-bad-date', {
    ...fields('k-bad-date', 3),
    state: 'sent',
    createdAt: 'ontem',
    updatedAt: 'x',
  });
  await writeRaw('k-future', { ...fields('k-future', 4), state: 'archived', updatedAt: createdAt(4) });
  await writeRaw('k-garbage', 'not a record');

  const listed = await outbox.listOutboxRecords();
  expect(listed.map((record) => record.key)).toEqual(['k-sent', 'k-good']);
  expect(warn).toHaveBeenCalledTimes(3);
  expect(await outbox.getOutboxRecord('k-future')).toBeUndefined();
});

test('[OUT-09] a record saved by an older version, without the newer fields, still parses', async () => {
  await writeRaw('k-old', { ...fields('k-old', 5), state: 'rejected', updatedAt: createdAt(5) });
  const old = await outbox.getOutboxRecord('k-old');
  expect(old).toMatchObject({ key: 'k-old', state: 'rejected' });
  // Refused before the typed values were kept: nothing to correct from.
  expect(old && isFixable(old)).toBe(false);
});

test('[OUT-09] an update over a corrupt record starts a clean one instead of merging into it', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await writeRaw('k-broken', { key: 'k-broken', state: 'sent', createdAt: 'ontem' });
  await outbox.patchOutboxRecord('k-broken', { state: 'queued' }, fields('k-broken', 6));
  expect(await outbox.getOutboxRecord('k-broken')).toMatchObject({
    key: 'k-broken',
    state: 'queued',
    createdAt: createdAt(6),
  });
});
