import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { isFixable } from './outbox-fixable';
import { OUTBOX_DATABASE } from './outbox-messages';

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
  set(key, value, createStore(OUTBOX_DATABASE, 'applications'));

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

test('[LAW-05] a record the server stored, or a correction replaced, keeps no answers: its reference, contest, state and fingerprint', async () => {
  const data = { nomecompleto: 'Joana Sent', email: 'joana@example.pt' };
  await outbox.patchOutboxRecord(
    'k-answers',
    { state: 'sending' },
    { ...fields('k-answers', 7), data, digest: 'abc', lang: 'pt' },
  );
  expect(await outbox.getOutboxRecord('k-answers')).toMatchObject({ data, applicant: 'Estudante 7' });
  await outbox.patchOutboxRecord('k-answers', { state: 'sent', reference: 'SAS-2026-000009' });
  const sent = await outbox.getOutboxRecord('k-answers');
  expect(sent).toEqual({
    key: 'k-answers',
    state: 'sent',
    createdAt: createdAt(7),
    updatedAt: expect.any(String),
    contestLabel: 'Recandidatura',
    reference: 'SAS-2026-000009',
    digest: 'abc',
    lang: 'pt',
  });

  // A refused one keeps them, to be fixed; once its correction replaces it, they go.
  await outbox.patchOutboxRecord(
    'k-refused',
    { state: 'rejected', fieldErrors: { email: 'email' } },
    {
      ...fields('k-refused', 8),
      data,
    },
  );
  expect(await outbox.getOutboxRecord('k-refused')).toMatchObject({ data, fieldErrors: { email: 'email' } });
  await outbox.patchOutboxRecord('k-refused', { state: 'superseded', supersededBy: 'k-answers' });
  const superseded = await outbox.getOutboxRecord('k-refused');
  expect(superseded).toMatchObject({ state: 'superseded', supersededBy: 'k-answers' });
  expect(superseded).not.toHaveProperty('data');
  expect(superseded).not.toHaveProperty('applicant');
  expect(superseded).not.toHaveProperty('fieldErrors');
});

test('[LAW-05] a sent record an older version left with its answers loses them, and keeps their fingerprint', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const data = { nomecompleto: 'Old Version', email: 'old@example.pt' };
  await writeRaw('k-legacy', {
    ...fields('k-legacy', 9),
    state: 'sent',
    reference: 'SAS-2026-000010',
    updatedAt: createdAt(9),
    data,
  });
  await outbox.forgetFinishedAnswers();
  const record = await outbox.getOutboxRecord('k-legacy');
  expect(record).toMatchObject({ state: 'sent', reference: 'SAS-2026-000010', digest: expect.any(String) });
  expect(record).not.toHaveProperty('data');
  expect(record).not.toHaveProperty('applicant');
  const { answersDigest } = await import('./outbox-digest');
  expect(record?.digest).toBe(await answersDigest(data));
});
