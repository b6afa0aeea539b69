import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FIXTURE_SEED_DIR, TEST_NOW } from '../test-utils/test-app';
import { openDb } from './open-db';
import { getMeta } from './seed';
import { StartRefusedError } from './start-refused';

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

  test('[OPS-02] a database missing where one was made stops the start; ALLOW_NEW_DATABASE makes a new one', async () => {
    const file = path.join(dir, 'store', 'sasuma.db');
    const first = await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    first.close();
    const marker = JSON.parse(readFileSync(`${file}.id`, 'utf8')) as { id: string; database: string };
    expect(marker.database).toBe(path.resolve(file));

    rmSync(file);
    const refused = openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    await expect(refused).rejects.toThrow(StartRefusedError);
    await expect(refused).rejects.toThrow(/is missing, but one was made there[\s\S]*ALLOW_NEW_DATABASE=true/);
    expect(existsSync(file)).toBe(false); // nothing made in its place

    const fresh = await openDb({
      path: file,
      now: TEST_NOW,
      seedDir: FIXTURE_SEED_DIR,
      allowNewDatabase: true,
    });
    expect(count(fresh, 'applications')).toBe(0);
    fresh.close();
    // The new database has its own marker: the next start is an ordinary one.
    expect((JSON.parse(readFileSync(`${file}.id`, 'utf8')) as { id: string }).id).not.toBe(marker.id);
    (await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR })).close();
  });

  test('[OPS-02] a write-ahead log left without its database also stops the start', async () => {
    const file = path.join(dir, 'wal-only.db');
    writeFileSync(`${file}-wal`, 'left behind');
    await expect(openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR })).rejects.toThrow(
      /found .*wal-only\.db-wal/,
    );
  });

  test('[OPS-02] a database made before the marker existed opens as it is and gets its marker', async () => {
    const file = path.join(dir, 'older.db');
    (await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR })).close();
    rmSync(`${file}.id`);
    (await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR })).close();
    expect(existsSync(`${file}.id`)).toBe(true);
  });
});
