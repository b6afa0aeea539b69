import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { IDEMPOTENCY_RETENTION_DAYS } from './applications-schema';
import { rememberDatabaseFile } from './database-file';
import { migrate } from './migrate';
import { CONTENT_TABLES, SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { isSeeded, refreshDatedContent, seedDatabase } from './seed';
import { assertMayCreateDatabase, databaseExists, writeMarker } from './store-marker';

export interface OpenDbOptions {
  /** SQLite file; its folder is created when missing. */
  path: string;
  now: Date;
  /** Folder of the seed JSON files (default server/seed). */
  seedDir?: string | undefined;
  /** Make a new database even where one existed (`ALLOW_NEW_DATABASE`; see store-marker.ts). */
  allowNewDatabase?: boolean | undefined;
}

/**
 * Opens the database in WAL mode: migrates the applications store (refusing a database newer than the code), makes
 * and seeds the content tables on first use, and refuses to make a new file where the marker says one existed.
 */
export async function openDb({
  path: file,
  now,
  seedDir,
  allowNewDatabase = false,
}: OpenDbOptions): Promise<Database.Database> {
  const existed = databaseExists(file);
  if (!existed) assertMayCreateDatabase(file, allowNewDatabase);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // First, before anything is dropped or reseeded: a database newer than the code stops here untouched.
    migrate(db);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== SCHEMA_VERSION) {
      // Content is regenerated from the seed, so an older layout is simply dropped.
      db.transaction(() => {
        for (const table of CONTENT_TABLES) db.prepare(`DROP TABLE IF EXISTS ${table}`).run();
        db.exec(SCHEMA_SQL);
        db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })();
    }
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000).toISOString();
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff);
    if (!isSeeded(db)) await seedDatabase(db, { seedDir, now });
    else refreshDatedContent(db, { seedDir, now });
    writeMarker(file, !existed);
    // What /api/ready and every stored application compare the path with (database-file.ts).
    rememberDatabaseFile(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
