import { randomUUID } from 'node:crypto';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartRefusedError } from './start-refused';

/**
 * The evidence that a database was made at a path: `<DATABASE_PATH>.id`, written beside it when the server first
 * creates it (or first opens one made before this file existed). The database holds what students sent; when it is
 * gone (deleted, a volume not mounted, a typo in DATABASE_PATH) and the marker is still there, a start must not quietly
 * make an empty one and go on as if nothing was lost. `ALLOW_NEW_DATABASE=true` says the operator means it.
 */
export const markerPath = (file: string) => `${file}.id`;

/** A database file with something in it (SQLite leaves a 0-byte file when a first open failed before any write). */
export function databaseExists(file: string): boolean {
  return existsSync(file) && statSync(file).size > 0;
}

/** Before a new database is made at `file`: refuse when its marker or a leftover write-ahead log says one existed. */
export function assertMayCreateDatabase(file: string, allowNew: boolean): void {
  if (allowNew) return;
  const evidence = [markerPath(file), `${file}-wal`].filter((candidate) => existsSync(candidate));
  if (evidence.length === 0) return;
  throw new StartRefusedError(
    `The database ${path.resolve(file)} is missing, but one was made there (found ${evidence.join(', ')}): ` +
      'the housing applications it held would be lost. Restore it from a backup (README, "Operations"), or check ' +
      'DATABASE_PATH and the volume it is on. To start an empty database on purpose, set ALLOW_NEW_DATABASE=true.',
  );
}

/** Written after a database at `file` opened and was made ready; rewritten when a new one replaces it. */
export function writeMarker(file: string, force: boolean): void {
  const marker = markerPath(file);
  if (!force && existsSync(marker)) return;
  const record = { id: randomUUID(), database: path.resolve(file), createdAt: new Date().toISOString() };
  writeFileSync(marker, `${JSON.stringify(record)}\n`);
}
