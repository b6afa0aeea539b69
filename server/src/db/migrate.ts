import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { SERVER_DIR } from '../lib/server-dir';
import { StartRefusedError } from './start-refused';

/** `server/migrations/NNN-name.sql`: the applications store's schema, one ordered step per file. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export interface MigrationResult {
  from: number;
  to: number;
  /** Names of the migrations run by this call, oldest first (empty when the database was current). */
  applied: string[];
}

const FILE = /^(\d{3})-([a-z0-9-]+)\.sql$/;

/** The migrations in a folder, checked to be numbered 1, 2, 3... with no gap or duplicate. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file, index) => {
      const match = FILE.exec(file);
      if (!match || Number(match[1]) !== index + 1) {
        throw new Error(
          `Migration files must be named 001-name.sql, 002-name.sql, ... without gaps: ${file} in ${dir}`,
        );
      }
      return {
        version: index + 1,
        name: file.replace(/\.sql$/, ''),
        sql: readFileSync(path.join(dir, file), 'utf8'),
      };
    });
  return migrations;
}

/**
 * Brings the applications store to the latest migration, in ONE transaction taken with the write lock (two
 * processes starting at once run it one after the other; a failed step leaves the database as it was).
 * The version is the highest row of `schema_migrations`, not `PRAGMA user_version`: that pragma already versions the
 * content tables, which are dropped and reseeded when it changes (db/schema.ts).
 * A database made before migrations existed has no `schema_migrations`: 001 is the schema that code made, written
 * `IF NOT EXISTS`, so running it there changes nothing and the database is at version 1 with its rows as they were.
 */
export function migrate(db: Database, migrations: Migration[] = readMigrations()): MigrationResult {
  const latest = migrations.length;
  return db
    .transaction((): MigrationResult => {
      db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )`);
      const from = db
        .prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations')
        .pluck()
        .get() as number;
      if (from > latest) {
        throw new StartRefusedError(
          `The database ${db.name} is at applications schema version ${from}, newer than this code knows ` +
            `(${latest}): it was written by a newer version of the server. Run that version, or restore a backup ` +
            'made by this one. Nothing was changed.',
        );
      }
      const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
      const applied: string[] = [];
      for (const migration of migrations.slice(from)) {
        db.exec(migration.sql);
        record.run(migration.version, migration.name, new Date().toISOString());
        applied.push(migration.name);
      }
      return { from, to: latest, applied };
    })
    .immediate();
}
