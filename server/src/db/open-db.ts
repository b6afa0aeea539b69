import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { APPLICATIONS_SQL, IDEMPOTENCY_RETENTION_DAYS } from './applications-schema';
import { CONTENT_TABLES, SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { isSeeded, refreshDatedContent, seedDatabase } from './seed';

export interface OpenDbOptions {
  /** SQLite file; its folder is created when missing. */
  path: string;
  now: Date;
  /** Folder of the seed JSON files (default server/seed). */
  seedDir?: string | undefined;
}

/** Opens (creating and seeding on first use) the content database, in WAL mode. */
export async function openDb({ path: file, now, seedDir }: OpenDbOptions): Promise<Database.Database> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== SCHEMA_VERSION) {
      // Content is regenerated from the seed, so an older layout is simply dropped.
      db.transaction(() => {
        for (const table of CONTENT_TABLES) db.prepare(`DROP TABLE IF EXISTS ${table}`).run();
        db.exec(SCHEMA_SQL);
        db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })();
    }
    db.exec(APPLICATIONS_SQL);
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000).toISOString();
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff);
    if (!isSeeded(db)) await seedDatabase(db, { seedDir, now });
    else refreshDatedContent(db, { seedDir, now });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
