import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { FIXTURE_SEED_DIR, TEST_NOW } from '../test-utils/test-app';
import { migrate, readMigrations } from './migrate';
import { openDb } from './open-db';

const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The applications schema exactly as the code before migrations made it (`APPLICATIONS_SQL`, run on every start with
 * `CREATE TABLE IF NOT EXISTS`), frozen here: migration 001 may be reworded, this may not.
 */
const SCHEMA_BEFORE_MIGRATIONS = `
CREATE TABLE IF NOT EXISTS applications (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  concurso_value TEXT NOT NULL,
  concurso_label TEXT NOT NULL,
  nomecompleto TEXT NOT NULL,
  numeroaluno TEXT NOT NULL,
  distrito TEXT NOT NULL,
  localidade TEXT NOT NULL,
  alunouma TEXT NOT NULL,
  telemovel TEXT NOT NULL,
  email TEXT NOT NULL,
  dataentrada TEXT NOT NULL,
  datasaida TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS applications_by_date ON applications (received_at);

CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY,
  body_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idempotency_keys_by_date ON idempotency_keys (created_at);
`;

const APPLICATIONS = [
  [
    1,
    'SAS-2026-000001',
    'key-aaaaaaaa',
    '2026-03-10T09:00:00.000Z',
    'recandidatura',
    'Recandidatura',
    'Maria Sousa',
    '2045123',
    'Madeira',
    'Funchal',
    'Sim',
    '912 345 678',
    'maria@example.pt',
    '2026-09-01',
    '2027-07-15',
  ],
  [
    2,
    'SAS-2026-000002',
    'key-bbbbbbbb',
    '2026-03-10T09:05:00.000Z',
    'mobilidade',
    'Mobilidade',
    'João Ção "Zé"',
    '',
    'Açores',
    'Ponta Delgada',
    'Não',
    '+351 913 000 000',
    'joao@example.pt',
    '2026-10-01',
    '2027-02-28',
  ],
];

/** A database file as the code before migrations left it: its applications schema and rows, nothing else. */
function databaseBeforeMigrations(file: string): void {
  const db = new Database(file);
  db.exec(SCHEMA_BEFORE_MIGRATIONS);
  const insert =
    db.prepare(`INSERT INTO applications (id, reference, idempotency_key, received_at, concurso_value,
    concurso_label, nomecompleto, numeroaluno, distrito, localidade, alunouma, telemovel, email, dataentrada, datasaida)
    VALUES (${Array(15).fill('?').join(', ')})`);
  const key = db.prepare('INSERT INTO idempotency_keys VALUES (?, ?, 201, ?, ?)');
  for (const row of APPLICATIONS) {
    insert.run(...row);
    key.run(
      row[2],
      `hash-${String(row[0])}`,
      JSON.stringify({ reference: row[1], receivedAt: row[3] }),
      row[3],
    );
  }
  db.close();
}

const columns = (db: Database.Database, table: string) =>
  (db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name);

const versions = (db: Database.Database) =>
  db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();

describe('applications store migrations', () => {
  test('[OPS-04] the migration files are numbered in order, 001 first, 002 adds request_id, 003 push alerts, 004 one contest label', () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_m, i) => i + 1));
    expect(migrations.slice(0, 4).map((m) => m.name)).toEqual([
      '001-applications',
      '002-application-request-id',
      '003-push-alerts',
      '004-application-contest-label-pt',
    ]);
  });

  test('[OPS-04] a database made before migrations is migrated at start and loses nothing (rows, values, keys)', async () => {
    const file = path.join(dir, 'before.db');
    databaseBeforeMigrations(file);
    const db = await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    expect(versions(db)).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
    expect(versions(db).slice(0, 4)).toEqual([
      { version: 1, name: '001-applications' },
      { version: 2, name: '002-application-request-id' },
      { version: 3, name: '003-push-alerts' },
      { version: 4, name: '004-application-contest-label-pt' },
    ]);
    expect(columns(db, 'applications')).toEqual([
      ...[
        'id',
        'reference',
        'idempotency_key',
        'received_at',
        'concurso_value',
        'concurso_label',
        'nomecompleto',
      ],
      ...[
        'numeroaluno',
        'distrito',
        'localidade',
        'alunouma',
        'telemovel',
        'email',
        'dataentrada',
        'datasaida',
      ],
      'request_id',
    ]);
    const rows = db.prepare('SELECT * FROM applications ORDER BY id').raw().all();
    expect(rows).toEqual(APPLICATIONS.map((row) => [...row, null]));
    expect(
      db.prepare('SELECT key, body_hash, status FROM idempotency_keys ORDER BY key').raw().all(),
    ).toEqual([
      ['key-aaaaaaaa', 'hash-1', 201],
      ['key-bbbbbbbb', 'hash-2', 201],
    ]);
    // The content tables were made and seeded around it, as on any first start of this code.
    expect(db.prepare('SELECT COUNT(*) FROM notices').pluck().get()).toBe(12);
    const indexes = db.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'applications'",
    );
    expect(indexes.pluck().all()).toContain('applications_by_date');
    db.close();
  });

  test('[OPS-04] [OUT-08] 003 gives the applications stored before one label per contest, the Portuguese one', async () => {
    const file = path.join(dir, 'labels.db');
    databaseBeforeMigrations(file);
    const before = new Database(file);
    before.prepare("UPDATE applications SET concurso_label = 'Re-application' WHERE id = 1").run();
    before
      .prepare("UPDATE applications SET concurso_value = 'doutoramento', concurso_label = 'PhD' WHERE id = 2")
      .run();
    before.close();
    const db = await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    expect(
      db.prepare('SELECT concurso_value, concurso_label FROM applications ORDER BY id').raw().all(),
    ).toEqual([
      ['recandidatura', 'Recandidatura'],
      // A value the office no longer lists keeps what it had.
      ['doutoramento', 'PhD'],
    ]);
    db.close();
  });

  test('[OPS-04] a second start runs no migration and changes nothing', async () => {
    const file = path.join(dir, 'twice.db');
    const first = await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    const schema = () => first.prepare('SELECT sql FROM sqlite_master ORDER BY name').pluck().all();
    const before = { schema: schema(), versions: versions(first) };
    const latest = readMigrations().length;
    expect(migrate(first)).toEqual({ from: latest, to: latest, applied: [] });
    expect({ schema: schema(), versions: versions(first) }).toEqual(before);
    first.close();
    const second = await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR });
    expect(versions(second)).toEqual(before.versions);
    second.close();
  });

  test('[OPS-04] a database newer than the code stops the start with a message and is left as it was', async () => {
    const file = path.join(dir, 'newer.db');
    (await openDb({ path: file, now: TEST_NOW, seedDir: FIXTURE_SEED_DIR })).close();
    const db = new Database(file);
    const latest = readMigrations().length;
    db.exec(`ALTER TABLE applications ADD COLUMN from_the_future TEXT;
      INSERT INTO schema_migrations VALUES (${latest + 1}, 'from-the-future', '2027-01-01T00:00:00.000Z')`);
    const schemaBefore = db.prepare('SELECT sql FROM sqlite_master ORDER BY name').pluck().all();
    db.close();
    await expect(
      openDb({ path: file, now: new Date(2026, 5, 1), seedDir: FIXTURE_SEED_DIR }),
    ).rejects.toThrow(
      new RegExp(`applications schema version ${latest + 1}, newer than this code knows \\(${latest}\\)`),
    );
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT sql FROM sqlite_master ORDER BY name').pluck().all()).toEqual(schemaBefore);
    expect(after.prepare("SELECT value FROM meta WHERE key = 'menu_week'").pluck().get()).toBe('2026-03-09');
    after.close();
  });

  test('[OPS-04] a failing migration leaves the database at the version it had', () => {
    const db = new Database(':memory:');
    const good = readMigrations();
    migrate(db, good.slice(0, 1));
    const broken = [
      ...good.slice(0, 1),
      { version: 2, name: '002-broken', sql: 'ALTER TABLE applications ADD x; nonsense' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(versions(db)).toEqual([{ version: 1, name: '001-applications' }]);
    expect(columns(db, 'applications')).not.toContain('x');
    db.close();
  });

  test('[OPS-04] migration files out of order or with a gap are refused', () => {
    const folder = path.join(dir, 'gap');
    mkdirSync(folder);
    writeFileSync(path.join(folder, '001-a.sql'), 'SELECT 1;');
    writeFileSync(path.join(folder, '003-c.sql'), 'SELECT 1;');
    expect(() => readMigrations(folder)).toThrow(/003-c\.sql/);
  });
});
