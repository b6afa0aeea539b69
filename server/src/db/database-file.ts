import { statSync } from 'node:fs';
import type { Database } from 'better-sqlite3';

interface FileIdentity {
  dev: number;
  ino: number;
}

/** The identity of each database's file when it was opened; none for an in-memory database. */
const opened = new WeakMap<Database, FileIdentity | null>();

const hasFile = (db: Database) => !db.memory && db.name !== '';

function identify(file: string): FileIdentity | undefined {
  try {
    const { dev, ino } = statSync(file);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

/** Called once the database is open (openDb): what the checks below compare the path with. */
export function rememberDatabaseFile(db: Database): void {
  opened.set(db, hasFile(db) ? (identify(db.name) ?? null) : null);
}

/**
 * Why the database path no longer leads to the file this connection writes, or undefined while it does (worded for a
 * public answer: no path in it). On Linux a deleted or replaced file stays open and writable for this process: every
 * write would "succeed" into a file nobody will ever read again. So readiness and each stored application compare
 * the path's device and inode with those recorded at open.
 */
export function databaseFileProblem(db: Database): string | undefined {
  if (!opened.has(db)) rememberDatabaseFile(db); // a connection not opened by openDb (tests): from now on
  const recorded = opened.get(db);
  if (!recorded) return undefined;
  const now = identify(db.name);
  if (!now) return 'the database file is missing (deleted or moved while the server runs)';
  if (now.dev !== recorded.dev || now.ino !== recorded.ino) {
    return 'the database file was replaced by another file while the server runs';
  }
  return undefined;
}
