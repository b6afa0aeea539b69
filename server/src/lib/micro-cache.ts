import type { Database, Statement } from 'better-sqlite3';
import type { MiddlewareHandler } from 'hono';

export interface MicroCacheOptions {
  db: Database;
  /** How long an answer is reused. Short: a few phones asking within it get the same bytes. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  at: number;
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

/**
 * Public API GETs answered from memory for a moment: when a canteen queue of phones asks for the week's menu at
 * once, the answer is read, serialised, hashed and compressed once rather than once per phone (issue 13: the API at
 * 60 % of a static server). Mounted outside compression, so the compressed bytes are what is kept, per encoding.
 * Any write to the database (this connection's changes, or another process's: SQLite's data_version) empties it,
 * so an answer is never older than the data. Revalidations (If-None-Match) go through to the handlers.
 */
export function microCache({
  db,
  ttlMs = 1000,
  maxEntries = 500,
  now = Date.now,
}: MicroCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  let changes: Statement | undefined;
  const dataVersion = () => {
    changes ??= db.prepare('SELECT total_changes()').pluck();
    return `${db.pragma('data_version', { simple: true })}:${changes.get()}`;
  };
  let seen = '';
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('If-None-Match')) return next();
    let current: string;
    try {
      current = dataVersion();
    } catch {
      return next(); // A database that cannot answer: the handlers report it.
    }
    if (current !== seen) {
      entries.clear();
      seen = current;
    }
    const key = `${c.req.url}\n${c.req.header('Accept-Encoding') ?? ''}`;
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return new Response(hit.body, hit);
    await next();
    // `no-store` answers (health, readiness) say what is true now, not a second ago.
    if (c.res.status !== 200 || /\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) return;
    const body = await c.res.arrayBuffer();
    const entry = { at: now(), status: c.res.status, headers: [...c.res.headers], body };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
    entries.set(key, entry);
    c.res = new Response(body, entry);
  };
}
