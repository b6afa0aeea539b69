import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { APPLICATION_COLUMNS, type ApplicationRow } from './db/applications-schema';
import { listApplications } from './routes/applications/applications.store';

// `npm run export-applications -- --format csv|json [--since YYYY-MM-DD] [--db path]`: how the office gets the
// stored housing applications out. Reads DATABASE_PATH (default data/sasuma.db) read-only.
const ArgsSchema = z.object({
  format: z.enum(['csv', 'json']),
  since: z.optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')),
  db: z.string().min(1),
});

/** RFC 4180 field; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: ApplicationRow[]): string {
  const lines = [
    APPLICATION_COLUMNS.join(','),
    ...rows.map((row) => APPLICATION_COLUMNS.map((c) => csvField(String(row[c]))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function main() {
  const { values } = parseArgs({
    options: {
      format: { type: 'string', default: 'csv' },
      since: { type: 'string' },
      db: { type: 'string' },
    },
  });
  const parsed = ArgsSchema.safeParse({
    ...values,
    db: values.db ?? process.env.DATABASE_PATH ?? 'data/sasuma.db',
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
    process.exit(2);
  }
  const { format, since, db: file } = parsed.data;
  if (!existsSync(file)) {
    console.error(`No database at ${file} (set DATABASE_PATH or --db)`);
    process.exit(1);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const hasTable = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'applications'")
      .get();
    const rows = hasTable ? listApplications(db, since) : [];
    process.stdout.write(format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows));
  } finally {
    db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
