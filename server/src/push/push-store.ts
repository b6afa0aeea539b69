import type { Database } from 'better-sqlite3';
import * as z from 'zod/mini';
import { DigestSchema, type Digest, type PushPreferences } from '../../../src/contract/requests/push';

/** A stored subscription as the sender reads it: where to post, the keys, the preferences, the language. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang: 'pt' | 'en';
  digest: Digest[];
  watch: string[];
  housing: boolean;
}

interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: 'pt' | 'en';
  digest: string;
  watch: string;
  housing: number;
}

const DigestListSchema = z.array(DigestSchema);
const WatchListSchema = z.array(z.string());

/** A row written by this code; one that does not parse (a hand-edited database) is read with no preferences. */
function fromRow(row: SubscriptionRow): StoredSubscription {
  const parse = <T>(schema: z.ZodMiniType<T>, json: string, fallback: T): T => {
    try {
      const parsed = schema.safeParse(JSON.parse(json));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    lang: row.lang,
    digest: parse(DigestListSchema, row.digest, []),
    watch: parse(WatchListSchema, row.watch, []),
    housing: row.housing === 1,
  };
}

/** Creates or replaces the subscription of this endpoint (PUT is idempotent: the same body, the same row). */
export function saveSubscription(db: Database, preferences: PushPreferences, now: Date): void {
  const { subscription } = preferences;
  db.prepare(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, lang, digest, watch, housing, created_at, updated_at)
     VALUES (@endpoint, @p256dh, @auth, @lang, @digest, @watch, @housing, @now, @now)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang,
       digest = excluded.digest, watch = excluded.watch, housing = excluded.housing, updated_at = excluded.updated_at`,
  ).run({
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    lang: preferences.lang,
    digest: JSON.stringify(preferences.digest),
    watch: JSON.stringify(preferences.watch),
    housing: preferences.housing ? 1 : 0,
    now: now.toISOString(),
  });
}

/** Forgets the subscription and what was sent to it (ON DELETE CASCADE). True when there was one. */
export function deleteSubscription(db: Database, endpoint: string): boolean {
  return db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint).changes > 0;
}

export function getSubscription(db: Database, endpoint: string): StoredSubscription | undefined {
  const row = db.prepare('SELECT * FROM push_subscriptions WHERE endpoint = ?').get(endpoint) as
    SubscriptionRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function countSubscriptions(db: Database): number {
  return db.prepare('SELECT COUNT(*) FROM push_subscriptions').pluck().get() as number;
}

export function listSubscriptions(db: Database): StoredSubscription[] {
  return (db.prepare('SELECT * FROM push_subscriptions ORDER BY created_at').all() as SubscriptionRow[]).map(
    fromRow,
  );
}

/**
 * Claims an alert for an endpoint before it is sent: true for the one run that may send it. A second run, a restart
 * or a clock jump finds the claim and sends nothing. A claim left 'sending' by a run that died is taken over after
 * `staleAfterMs`; a failed send gives its claim back (`releaseAlert`), so a later run tries again.
 */
export function claimAlert(
  db: Database,
  endpoint: string,
  alert: string,
  now: Date,
  staleAfterMs = 10 * 60_000,
) {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - staleAfterMs).toISOString();
  return db.transaction(() => {
    const taken = db
      .prepare(`INSERT OR IGNORE INTO push_alerts (endpoint, alert, state, at) VALUES (?, ?, 'sending', ?)`)
      .run(endpoint, alert, at).changes;
    if (taken) return true;
    return (
      db
        .prepare(
          `UPDATE push_alerts SET at = ? WHERE endpoint = ? AND alert = ? AND state = 'sending' AND at < ?`,
        )
        .run(at, endpoint, alert, stale).changes > 0
    );
  })();
}

export function markAlertSent(db: Database, endpoint: string, alert: string, now: Date): void {
  db.prepare(`UPDATE push_alerts SET state = 'sent', at = ? WHERE endpoint = ? AND alert = ?`).run(
    now.toISOString(),
    endpoint,
    alert,
  );
}

export function releaseAlert(db: Database, endpoint: string, alert: string): void {
  db.prepare(`DELETE FROM push_alerts WHERE endpoint = ? AND alert = ? AND state = 'sending'`).run(
    endpoint,
    alert,
  );
}

/** Alerts already sent to an endpoint whose key starts with `prefix` (the dishes a watch already told of). */
export function sentAlerts(db: Database, endpoint: string, prefix: string): Set<string> {
  const rows = db
    .prepare(`SELECT alert FROM push_alerts WHERE endpoint = ? AND alert LIKE ? || '%'`)
    .all(endpoint, prefix) as Array<{ alert: string }>;
  return new Set(rows.map((row) => row.alert));
}
