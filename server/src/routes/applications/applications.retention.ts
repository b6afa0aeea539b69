import type { Database } from 'better-sqlite3';
import { IDEMPOTENCY_RETENTION_DAYS } from '../../db/applications-schema';
import type { Logger } from '../../lib/logger';

/**
 * How long a stored application is kept: `APPLICATION_RETENTION_DAYS`, three years by default (decision 029). 1096
 * days, not 1095: three calendar years hold a 29 February at most once, so an application is never deleted before
 * three full years have passed.
 */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 1096;

/** The job runs at start and then once a day: retention is counted in days. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionResult {
  /** Applications received before this instant were deleted (ISO). */
  cutoff: string;
  deleted: number;
}

/**
 * Deletes the applications older than the retention, with their idempotency keys (a replay of the key must not
 * answer with the reference of an application that no longer exists), and the keys of other posts past their own
 * 60 days. "After the contest closes" is counted from the application's `received_at`: an application carries its
 * contest's type, not the contest (a type recurs every year, and the contests table holds only the current ones),
 * so the close of its contest cannot be told from the stored data. One transaction: all of it or nothing.
 */
export function deleteExpiredApplications(
  db: Database,
  { now, retentionDays }: { now: Date; retentionDays: number },
): RetentionResult {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const keysCutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS).toISOString();
  return db.transaction((): RetentionResult => {
    db.prepare(
      `DELETE FROM idempotency_keys
       WHERE key IN (SELECT idempotency_key FROM applications WHERE received_at < ?) OR created_at < ?`,
    ).run(cutoff, keysCutoff);
    const { changes } = db.prepare('DELETE FROM applications WHERE received_at < ?').run(cutoff);
    return { cutoff, deleted: changes };
  })();
}

/** How many applications `deleteExpiredApplications` would delete now (the operator command's `--dry-run`). */
export function countExpiredApplications(
  db: Database,
  { now, retentionDays }: { now: Date; retentionDays: number },
): RetentionResult {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const row = db.prepare('SELECT COUNT(*) AS n FROM applications WHERE received_at < ?').get(cutoff) as {
    n: number;
  };
  return { cutoff, deleted: row.n };
}

/**
 * The retention job inside the server process: once at start, then every day. A plain timer, not a scheduler: the
 * rule is "older than N days", which any hour of the day satisfies, and a restart runs it again at once. The timer is
 * `unref`'d (it never keeps the process alive) and stopped before the database closes. A failure is logged and the
 * next day tries again.
 */
export function startRetentionJob({
  db,
  retentionDays,
  now,
  logger,
}: {
  db: Database;
  retentionDays: number;
  now: () => Date;
  logger?: Logger | undefined;
}): { stop(): void } {
  const run = () => {
    try {
      const { cutoff, deleted } = deleteExpiredApplications(db, { now: now(), retentionDays });
      logger?.info(
        { deleted, cutoff, retentionDays },
        'retention: deleted the applications received before cutoff',
      );
    } catch (error) {
      logger?.error({ err: error }, 'retention: the expired applications could not be deleted');
    }
  };
  run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
