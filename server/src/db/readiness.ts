import type { Database } from 'better-sqlite3';
import { APPLICATION_COLUMNS } from './applications-schema';
import { databaseFileProblem } from './database-file';
import { statement } from '../lib/sql';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Rolled back at once: the error that carries the probe out of its transaction. */
class ProbeDone extends Error {}

// A key no post can have (its `#` is outside the Idempotency-Key pattern), so the probe never meets a real row.
const PROBE = '#ready-probe';

/**
 * Whether the server can do its one job that cannot wait: store an application. The database answers a query, a row
 * can be written into the applications table (inside a transaction that is rolled back, so nothing is kept: it takes
 * the write lock and meets the table's real constraints), and the path still leads to the file that was opened.
 * `BEGIN IMMEDIATE` alone would not do: it succeeds on a read-only connection and never touches the table. The cost:
 * the rolled-back row counts in SQLite's total_changes(), so each probe empties the one-second answer cache
 * (lib/micro-cache.ts) as any write does; at a probe every few seconds, nothing to measure.
 */
export function checkReadiness(db: Database): Readiness {
  try {
    statement(db, 'SELECT COUNT(*) FROM schema_migrations').get();
  } catch (error) {
    return { ready: false, reason: `the database does not answer a query (${(error as Error).message})` };
  }
  try {
    db.transaction(() => {
      statement(
        db,
        `INSERT INTO applications (idempotency_key, ${APPLICATION_COLUMNS.join(', ')})
         VALUES (?, ${APPLICATION_COLUMNS.map(() => '?').join(', ')})`,
      ).run(PROBE, ...APPLICATION_COLUMNS.map((column) => (column === 'reference' ? PROBE : '')));
      throw new ProbeDone();
    })();
  } catch (error) {
    if (!(error instanceof ProbeDone)) {
      return {
        ready: false,
        reason: `the applications table cannot be written (${(error as Error).message})`,
      };
    }
  }
  const problem = databaseFileProblem(db);
  return problem ? { ready: false, reason: problem } : { ready: true };
}
