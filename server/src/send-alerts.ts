import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { migrate } from './db/migrate';
import { parseEnv } from './env';
import { databaseMenus } from './push/menu-source';
import { runAlerts, type RunReport } from './push/run-alerts';
import { keptVapidKeys } from './push/vapid';

// `npm run -s send-alerts -- --at <ISO date-time>`: what the server's scheduler does at that minute, run by the
// office (operations, tests): the alerts due then that were not sent before, with the server's configuration
// (DATABASE_PATH, VAPID_*), whether or not the server is running. The database's claims make the two never send the
// same alert twice.

const ArgsSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'expected --at <ISO date-time>, e.g. 2026-12-02T11:30:00Z' }),
});

export async function sendAlertsAt(
  databasePath: string,
  at: Date,
  env = parseEnv(process.env),
): Promise<RunReport> {
  if (!existsSync(databasePath)) throw new Error(`No database at ${databasePath} (set DATABASE_PATH)`);
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Brings an older store up to date (in one transaction), as the server's start would; never reseeds content.
    migrate(db);
    const vapid = keptVapidKeys(db, env.push.vapid.subject, env.push.vapid)();
    return await runAlerts(db, at, {
      vapid,
      source: databaseMenus(db),
      endpoints: { allowLoopback: env.push.allowLoopback },
    });
  } finally {
    db.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { at: { type: 'string' } } });
  const parsed = ArgsSchema.safeParse({ at: values.at ?? new Date().toISOString() });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }
  try {
    const env = parseEnv(process.env);
    const report = await sendAlertsAt(env.databasePath, new Date(parsed.data.at), env);
    for (const alert of report.sent) console.log(`sent ${alert.key} "${alert.title}" -> ${alert.endpoint}`);
    console.log(
      `${report.sent.length} sent, ${report.gone.length} subscription(s) gone, ${report.retryLater} left for a ` +
        `later run, ${report.failed} failed.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
