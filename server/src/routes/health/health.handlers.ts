import type { Context } from 'hono';
import { z } from 'zod';
import { checkReadiness } from '../../db/readiness';
import type { AppEnv } from '../../lib/types';

export const HealthSchema = z.object({ status: z.literal('ok') });
export const NotReadySchema = z.object({ status: z.literal('unavailable'), reason: z.string() });

/** Never kept by a cache or a proxy: each probe must reach the process and see it as it is now. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /api/health: the process answers (liveness). Touches nothing else, so a busy database never fails it. */
export function health(c: Context<AppEnv>): Response {
  return c.json({ status: 'ok' } satisfies z.infer<typeof HealthSchema>, 200, NO_STORE);
}

/** GET /api/ready: it can store an application now (readiness); 503 with the reason when it cannot. */
export function ready(c: Context<AppEnv>): Response {
  const readiness = checkReadiness(c.var.db);
  if (readiness.ready) return c.json({ status: 'ok' } satisfies z.infer<typeof HealthSchema>, 200, NO_STORE);
  const notReady: z.infer<typeof NotReadySchema> = { status: 'unavailable', reason: readiness.reason };
  return c.json(notReady, 503, NO_STORE);
}
