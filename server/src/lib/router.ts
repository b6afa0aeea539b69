import { Hono } from 'hono';
import type { AppEnv } from './types';

/** Every route group is a Hono app on the shared environment (the database on `c.var.db`). */
export function createRouter(): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: true });
}
