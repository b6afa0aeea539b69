import type { Database, Statement } from 'better-sqlite3';
import type { MiddlewareHandler } from 'hono';

export interface MicroCacheOptions {
  db: Database;
  /** How long an answer is reused. Short: a few phones asking within it get the same bytes. */
  ttlMs?: number;
  maxEntries?: number;
  /** Bodies kept, in bytes, at most (a page rendered with its data is tens of KB). */
  maxBytes?: number;
  now?: () => number;
}

/** The middleware, and what it holds now (tests). */
export type MicroCache = MiddlewareHandler & { held(): { entries: number; bytes: number } };

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
 * Bounded (OPS-09): entries past their TTL are dropped as new ones come (the Map's order is their age), and at most
 * `maxEntries` answers and `maxBytes` of bodies are kept, the oldest dropped first; a body over a tenth of the budget
 * is not kept at all.
 */
export function microCache({
  db,
  ttlMs = 1000,
  maxEntries = 500,
  maxBytes = 16 * 1024 * 1024,
  now = Date.now,
}: MicroCacheOptions): MicroCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.byteLength;
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  /** Oldest first: expired entries, then whatever is over the bounds with `incoming` more bytes. */
  const makeRoom = (at: number, incoming: number) => {
    for (const [key, entry] of entries) {
      const over = entries.size >= maxEntries || bytes + incoming > maxBytes;
      if (!over && at - entry.at < ttlMs) break;
      drop(key, entry);
    }
  };
  let changes: Statement | undefined;
  const dataVersion = () => {
    changes ??= db.prepare('SELECT total_changes()').pluck();
    return `${db.pragma('data_version', { simple: true })}:${changes.get()}`;
  };
  let seen = '';
  const handler: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('If-None-Match')) return next();
    let current: string;
    try {
      current = dataVersion();
    } catch {
      return next(); // A database that cannot answer: the handlers report it.
    }
    if (current !== seen) {
      clear();
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
    c.res = new Response(body, entry);
    if (body.byteLength > maxBytes / 10) return;
    const previous = entries.get(key);
    if (previous) drop(key, previous); // re-inserted at the end: the Map stays in age order
    makeRoom(entry.at, body.byteLength);
    entries.set(key, entry);
    bytes += body.byteLength;
  };
  return Object.assign(handler, { held: () => ({ entries: entries.size, bytes }) });
}
