import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { z } from 'zod';

// `npm run -s backup -- <file>`: a consistent copy of DATABASE_PATH (default data/sasuma.db), safe while the server
// runs. Restoring is the README's ("Operations"): stop the server, put the copy at DATABASE_PATH, start.

export class BackupError extends Error {}

export interface BackupResult {
  source: string;
  file: string;
  bytes: number;
  applications: number;
  migration: number;
}

const ArgsSchema = z.object({
  file: z.string({ error: 'the file to write is required: npm run -s backup -- <file>' }).min(1),
  db: z.string().min(1),
});

/**
 * SQLite's online backup (better-sqlite3 `db.backup`) copies the database page by page through its own connection:
 * what it writes is the database as of one moment, whatever the server writes meanwhile (a change made during the
 * copy restarts it), including what is still in the write-ahead log, which a plain `cp` of the file would miss. It
 * writes to `<file>.partial`, checks the copy (integrity, its applications) and only then gives it its name, so a
 * file at that name is always a whole backup. It never overwrites: an old backup is not lost to a typo.
 */
export async function backupDatabase(source: string, file: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (set DATABASE_PATH)`);
  if (existsSync(file)) throw new BackupError(`${file} already exists: give a new file name`);
  const partial = `${file}.partial`;
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  // The copy is a database in WAL mode, like its source: opened, it would get `-wal` and `-shm` files beside it, left
  // behind at the old name by the rename. In rollback mode it is one self-contained file (the server puts it back in
  // WAL mode when it opens it, db/open-db.ts).
  const copy = new Database(partial);
  let result: Omit<BackupResult, 'bytes'>;
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('quick_check', { simple: true });
    if (integrity !== 'ok')
      throw new BackupError(`The copy failed its integrity check: ${String(integrity)}`);
    const count = (sql: string) => copy.prepare(sql).pluck().get() as number;
    result = {
      source: path.resolve(source),
      file: path.resolve(file),
      applications: count('SELECT COUNT(*) FROM applications'),
      migration: count('SELECT COALESCE(MAX(version), 0) FROM schema_migrations'),
    };
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, file);
  return { ...result, bytes: statSync(file).size };
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const parsed = ArgsSchema.safeParse({
    file: positionals[0],
    db: process.env.DATABASE_PATH ?? 'data/sasuma.db',
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }
  try {
    const result = await backupDatabase(parsed.data.db, parsed.data.file);
    console.log(
      `Wrote ${result.file} (${result.bytes} bytes): a copy of ${result.source} with ${result.applications} ` +
        `applications, applications schema version ${result.migration}.`,
    );
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
