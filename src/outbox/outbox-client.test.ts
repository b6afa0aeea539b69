import { IDBFactory } from 'fake-indexeddb';
import { afterEach, expect, test, vi } from 'vitest';
import { mayHoldApplications } from './outbox-client';
import { OUTBOX_DATABASE } from './outbox-messages';

afterEach(() => vi.unstubAllGlobals());

const openDatabase = (factory: IDBFactory, name: string) =>
  new Promise<void>((resolve, reject) => {
    const open = factory.open(name);
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error ?? new Error(`${name} did not open`));
  });

test('[OUT-02] a start looks for waiting applications only on a device that kept one: no outbox database, no sending code', async () => {
  const factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
  // The saved answers' database is not the outbox's.
  await openDatabase(factory, 'sasuma');
  expect(await mayHoldApplications()).toBe(false);
  // Looking made nothing: "My data on this device" still finds no outbox on a device that never applied.
  expect((await factory.databases()).map((database) => database.name)).toEqual(['sasuma']);

  await openDatabase(factory, OUTBOX_DATABASE);
  expect(await mayHoldApplications()).toBe(true);
});

test('[OUT-02] a browser that cannot list its databases looks every time', async () => {
  const factory = new IDBFactory();
  vi.stubGlobal('indexedDB', { open: factory.open.bind(factory) });
  expect(await mayHoldApplications()).toBe(true);
});
