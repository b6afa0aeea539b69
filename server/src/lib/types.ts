import type { Database } from 'better-sqlite3';

/** Hono environment shared by every route group: the open database is put on the context by createApp. */
export interface AppEnv {
  Variables: { db: Database };
}
