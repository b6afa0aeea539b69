import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { backupDatabase } from './backup';
import { readMigrations } from './db/migrate';
import { openDb } from './db/open-db';
import { listApplications } from './routes/applications/applications.store';
import {
  FIXTURE_SEED_DIR,
  postApplication,
  TEST_NOW,
  useTestApp,
  VALID_APPLICATION,
} from './test-utils/test-app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const t = useTestApp();

async function storeApplications(names: string[]) {
  for (const nomecompleto of names) {
    expect((await postApplication(t.app, { ...VALID_APPLICATION, nomecompleto })).status).toBe(201);
  }
}

describe('backup', () => {
  test('[OPS-07] the backup script, while the server runs, writes a copy holding every application; restored, the server reads them', async () => {
    await storeApplications(['Ana Backup', 'Bruno Backup', 'Carla Backup']);
    const file = path.join(dir, 'sasuma-backup.db');
    // The script's source (`npm run backup` runs its build, server/dist/backup.js, made by `npm run build`).
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/src/backup.ts', file],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_PATH: path.join(t.dir, 'test.db') },
      },
    );
    expect(stdout).toContain(`Wrote ${file}`);
    expect(stdout).toContain(`with 3 applications, applications schema version ${readMigrations().length}`);

    const copy = new Database(file, { readonly: true });
    expect(listApplications(copy)).toEqual(listApplications(t.db));
    copy.close();

    // Restore as the README says: the server stopped, the copy put at DATABASE_PATH, the server started.
    const restored = path.join(dir, 'restored', 'sasuma.db');
    const db = await openDb({
      path: path.join(dir, 'restored', 'sasuma.db'),
      now: TEST_NOW,
      seedDir: FIXTURE_SEED_DIR,
    });
    db.close();
    rmSync(restored);
    copyFileSync(file, restored);
    const reopened = await openDb({ path: restored, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    expect(listApplications(reopened).map((row) => row.nomecompleto)).toEqual([
      'Ana Backup',
      'Bruno Backup',
      'Carla Backup',
    ]);
    reopened.close();
  }, 30_000); // two processes start (npm, tsx): seconds on a loaded 2-core machine

  test('[OPS-07] the copy includes what is still in the write-ahead log, and a backup of a stopped server works too', async () => {
    await storeApplications(['Duarte Wal']);
    // The server's connection is open: its last writes may live only in test.db-wal until a checkpoint.
    expect(existsSync(path.join(t.dir, 'test.db-wal'))).toBe(true);
    const file = path.join(dir, 'with-wal.db');
    const result = await backupDatabase(path.join(t.dir, 'test.db'), file);
    expect(result.applications).toBe(listApplications(t.db).length);
    const copy = new Database(file, { readonly: true });
    expect(listApplications(copy).at(-1)?.nomecompleto).toBe('Duarte Wal');
    copy.close();

    const stopped = path.join(dir, 'stopped.db');
    (await openDb({ path: stopped, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR })).close();
    expect((await backupDatabase(stopped, path.join(dir, 'stopped-copy.db'))).applications).toBe(0);
  });

  test('[OPS-07] never overwrites a file, and names a missing database', async () => {
    const file = path.join(dir, 'taken.db');
    await backupDatabase(path.join(t.dir, 'test.db'), file);
    await expect(backupDatabase(path.join(t.dir, 'test.db'), file)).rejects.toThrow(/already exists/);
    await expect(backupDatabase(path.join(dir, 'nope.db'), path.join(dir, 'x.db'))).rejects.toThrow(
      /No database at .*nope\.db/,
    );
    expect(existsSync(path.join(dir, 'x.db'))).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  test('[OPS-07] the backup is one file: nothing is left beside it', async () => {
    const backups = mkdtempSync(path.join(tmpdir(), 'sasuma-backups-'));
    try {
      await backupDatabase(path.join(t.dir, 'test.db'), path.join(backups, 'only.db'));
      expect(readdirSync(backups)).toEqual(['only.db']);
    } finally {
      rmSync(backups, { recursive: true, force: true });
    }
  });
});
