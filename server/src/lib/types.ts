import type { Database } from 'better-sqlite3';

/** Hono environment shared by every route group: the open database is put on the context by createApp. */
export interface AppEnv {
  Variables: { db: Database };
}

// Every request's id, set by the outermost middleware (lib/request-log.ts) for any context, typed or not: Hono's
// documented way to type a variable its middleware sets (as hono/request-id does).
declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}
