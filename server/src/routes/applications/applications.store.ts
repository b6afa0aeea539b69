import type { Database } from 'better-sqlite3';
import type { HousingApplication } from '../../../../src/contract/requests/housing-application';
import { APPLICATION_COLUMNS, FORM_COLUMNS } from '../../db/applications-schema';
import { oneRow } from '../../lib/sql';

import type { ApplicationRow } from '../../db/applications-schema';

export interface StoredAnswer {
  bodyHash: string;
  status: number;
  response: string;
}

export function findAnswer(db: Database, key: string): StoredAnswer | undefined {
  const row = oneRow<{ body_hash: string; status: number; response: string }>(
    db,
    'SELECT body_hash, status, response FROM idempotency_keys WHERE key = ?',
    key,
  );
  return row && { bodyHash: row.body_hash, status: row.status, response: row.response };
}

export interface StoreResult {
  /** False when another request with the same key stored first (its answer is returned). */
  created: boolean;
  answer: StoredAnswer;
}

/**
 * Stores the application and its key's answer in ONE transaction, before the 201 is sent. better-sqlite3 is
 * synchronous, so the re-check inside the transaction cannot interleave with another request.
 */
export function storeApplication(
  db: Database,
  input: {
    key: string;
    bodyHash: string;
    application: HousingApplication;
    now: Date;
    /** The post's X-Request-Id, also on its log line (migration 002). */
    requestId?: string | undefined;
  },
): StoreResult {
  return db.transaction((): StoreResult => {
    const existing = findAnswer(db, input.key);
    if (existing) return { created: false, answer: existing };
    const { application: a, now } = input;
    const receivedAt = now.toISOString();
    // One label per contest, whatever language the applicant's page showed: the office's export groups by it
    // (migration 003 did the same for the rows stored before).
    const contestLabel =
      oneRow<{ label_pt: string }>(db, 'SELECT label_pt FROM contest_types WHERE value = ?', a.concurso.value)
        ?.label_pt ?? a.concurso.label;
    const next = (
      db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM applications').get() as { next: number }
    ).next;
    const reference = `SAS-${now.getUTCFullYear()}-${String(next).padStart(6, '0')}`;
    const columns = ['id', 'idempotency_key', 'request_id', ...APPLICATION_COLUMNS];
    db.prepare(
      `INSERT INTO applications (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(
      next,
      input.key,
      input.requestId ?? null,
      reference,
      receivedAt,
      a.concurso.value,
      contestLabel,
      ...FORM_COLUMNS.map((field) => a[field]),
    );
    const answer = {
      bodyHash: input.bodyHash,
      status: 201,
      response: JSON.stringify({ reference, receivedAt }),
    };
    db.prepare(
      'INSERT INTO idempotency_keys (key, body_hash, status, response, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(input.key, answer.bodyHash, answer.status, answer.response, receivedAt);
    return { created: true, answer };
  })();
}

/** For the office export: applications received on or after `since` (YYYY-MM-DD), oldest first. */
export function listApplications(db: Database, since?: string): ApplicationRow[] {
  return db
    .prepare(`SELECT ${APPLICATION_COLUMNS.join(', ')} FROM applications WHERE received_at >= ? ORDER BY id`)
    .all(since ?? '') as ApplicationRow[];
}
