import type { Context } from 'hono';
import { checkReadiness } from '../../db/readiness';
import type { AppEnv } from '../../lib/types';

/** Never kept by a cache or a proxy: each probe must reach the process and see it as it is now. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /api/health: the process answers (liveness). Touches nothing else, so a busy database never fails it. */
export function health(c: Context<AppEnv>): Response {
  return c.json({ status: 'ok' }, 200, NO_STORE);
}

/** GET /api/ready: it can store an application now (readiness); 503 with the reason when it cannot. */
export function ready(c: Context<AppEnv>): Response {
  const readiness = checkReadiness(c.var.db);
  if (readiness.ready) return c.json({ status: 'ok' }, 200, NO_STORE);
  return c.json({ status: 'unavailable', reason: readiness.reason }, 503, NO_STORE);
}
