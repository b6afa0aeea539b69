import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { parseEnv } from './env';
import {
  countExpiredApplications,
  deleteExpiredApplications,
  type RetentionResult,
} from './routes/applications/applications.retention';

// `npm run -s delete-expired-applications [-- --dry-run]`: what the server's daily retention job does, now: after
// APPLICATION_RETENTION_DAYS was lowered, or to see what the next run will delete (`--dry-run`). Reads DATABASE_PATH
// and APPLICATION_RETENTION_DAYS as the server does; safe while the server runs (SQLite's write lock, with a wait).

export function runRetention(
  file: string,
  options: { now: Date; retentionDays: number; dryRun: boolean },
): RetentionResult {
  if (!existsSync(file)) throw new Error(`No database at ${file} (set DATABASE_PATH)`);
  const db = new Database(file, { fileMustExist: true, readonly: options.dryRun });
  try {
    // The running server may hold the write lock for a moment: wait for it rather than fail.
    db.pragma('busy_timeout = 5000');
    return options.dryRun ? countExpiredApplications(db, options) : deleteExpiredApplications(db, options);
  } finally {
    db.close();
  }
}

function main() {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const dryRun = values['dry-run'];
  try {
    const { cutoff, deleted } = runRetention(env.databasePath, {
      now: new Date(),
      retentionDays: env.applicationRetentionDays,
      dryRun,
    });
    console.log(
      `${dryRun ? 'Would delete' : 'Deleted'} ${deleted} application(s) received before ${cutoff} ` +
        `(APPLICATION_RETENTION_DAYS=${env.applicationRetentionDays}) in ${env.databasePath}.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
