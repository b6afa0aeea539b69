import type { Database } from 'better-sqlite3';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this server's messages (`mailto:` or `https:`). */
  subject: string;
}

/**
 * The server's VAPID keys: from the environment (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`), else made once and kept in
 * the database, so every subscription a browser made stays valid across restarts (a subscription is bound to the key).
 */
export function vapidKeys(
  db: Database,
  configured: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject: configured.subject,
    };
  }
  const read = db.prepare('SELECT value FROM server_keys WHERE name = ?');
  const stored = (name: string) => (read.get(name) as { value: string } | undefined)?.value;
  return db.transaction(() => {
    const publicKey = stored('vapid_public');
    const privateKey = stored('vapid_private');
    if (publicKey && privateKey) return { publicKey, privateKey, subject: configured.subject };
    const made = webpush.generateVAPIDKeys();
    const write = db.prepare('INSERT OR REPLACE INTO server_keys (name, value) VALUES (?, ?)');
    write.run('vapid_public', made.publicKey);
    write.run('vapid_private', made.privateKey);
    return { ...made, subject: configured.subject };
  })();
}

/** Who the push services may write to about this server's messages, unless `VAPID_SUBJECT` says otherwise. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:sas@staff.uma.pt';

/** `vapidKeys`, read or made the first time they are needed (a server that never sends an alert never makes them). */
export function keptVapidKeys(
  db: Database,
  subject: string,
  configured: { publicKey?: string | undefined; privateKey?: string | undefined } = {},
): () => VapidKeys {
  let keys: VapidKeys | undefined;
  return () => (keys ??= vapidKeys(db, { ...configured, subject }));
}
