import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FIXTURE_SEED_DIR, TEST_NOW } from '../test-utils/test-app';
import { openDb } from './open-db';
import { getMeta } from './seed';

const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-opendb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: Awaited<ReturnType<typeof openDb>>, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('openDb', () => {
  test('creates folders, uses WAL, seeds once, and refreshes menus when the week changes', async () => {
    const file = path.join(dir, 'a', 'b', 'sasuma.db');
    const db = await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(count(db, 'notices')).toBe(12);
    expect(getMeta(db, 'menu_week')).toBe('2026-03-09');
    db.close();

    // Three weeks later the same file gets menus around the new today, and its content is kept.
    const later = new Date(2026, 3, 1, 9, 0, 0);
    const reopened = await openDb({ path: file, now: later, seedDir: FIXTURE_SEED_DIR });
    expect(getMeta(reopened, 'menu_week')).toBe('2026-03-30');
    const days = reopened.prepare('SELECT MIN(day) AS first, MAX(day) AS last FROM menus').get();
    expect(days).toEqual({ first: '2026-03-02', last: '2026-04-18' });
    expect(count(reopened, 'notices')).toBe(12);
    reopened.close();
  });

  test('a bad seed fails with the file named and leaves nothing half-written', async () => {
    const seedDir = path.join(dir, 'bad-seed');
    cpSync(FIXTURE_SEED_DIR, seedDir, { recursive: true });
    writeFileSync(
      path.join(seedDir, 'links.json'),
      JSON.stringify([{ titulo: { pt: 'x' }, link: 'not a url' }]),
    );
    const file = path.join(dir, 'bad.db');
    await expect(openDb({ path: file, now: TEST_NOW, seedDir })).rejects.toThrow(
      /links\.json[\s\S]*record #0/,
    );
    const db = await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    expect(count(db, 'links')).toBe(2);
    db.close();
  });
});
