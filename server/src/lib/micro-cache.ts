import type { Database, Statement } from 'better-sqlite3';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';

export interface MicroCacheOptions {
  db: Database;
  /** How long an answer is reused. Short: a few phones asking within it get the same bytes. */
  ttlMs?: number;
  maxEntries?: number;
  /** Bodies kept, in bytes, at most (a page rendered with its data is tens of KB). */
  maxBytes?: number;
  /** The clock the TTL is read on (tests); lru-cache's own, `performance.now()`, otherwise. */
  now?: () => number;
}

/** The middleware, and what it holds now (tests). */
export type MicroCache = MiddlewareHandler & { held(): { entries: number; bytes: number } };

interface Entry {
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
 * Bounded (OPS-09): entries past their TTL are dropped as new ones come, and at most `maxEntries` answers and
 * `maxBytes` of bodies are kept, the least recently used dropped first; a body over a tenth of the budget is not
 * kept at all.
 */
export function microCache({
  db,
  ttlMs = 1000,
  maxEntries = 500,
  maxBytes = 16 * 1024 * 1024,
  now,
}: MicroCacheOptions): MicroCache {
  const entries = new LRUCache<string, Entry>({
    ttl: ttlMs,
    // lru-cache reuses a clock reading for 1 ms by default; a given clock (tests) moves faster than that.
    ttlResolution: 0,
    ...(now && { perf: { now } }),
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 10),
    // lru-cache refuses a size of 0: an empty body still takes an entry.
    sizeCalculation: (entry) => entry.body.byteLength || 1,
  });
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
      entries.clear();
      seen = current;
    }
    const key = `${c.req.url}\n${c.req.header('Accept-Encoding') ?? ''}`;
    const hit = entries.get(key);
    if (hit) return new Response(hit.body, hit);
    await next();
    // `no-store` answers (health, readiness) say what is true now, not a second ago.
    if (c.res.status !== 200 || /\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) return;
    const body = await c.res.arrayBuffer();
    const entry = { status: c.res.status, headers: [...c.res.headers], body };
    c.res = new Response(body, entry);
    // lru-cache drops an expired entry only when it is read: the last second of traffic is all that is held.
    entries.purgeStale();
    entries.set(key, entry);
  };
  return Object.assign(handler, { held: () => ({ entries: entries.size, bytes: entries.calculatedSize }) });
}
