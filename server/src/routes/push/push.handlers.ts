import type { Context } from 'hono';
import type * as z from 'zod/mini';
import {
  PushPreferencesSchema,
  PushUnsubscribeSchema,
  type PushPreferences,
} from '../../../../src/contract/push';
import { parseJsonObject } from '../../lib/body-limit';
import { HttpError } from '../../lib/errors';
import type { AppEnv } from '../../lib/types';
import { databaseMenus } from '../../push/menu-source';
import { endpointRefusal } from '../../push/public-endpoint';
import { deleteSubscription, saveSubscription } from '../../push/push-store';
import { sendTestAlert } from '../../push/run-alerts';
import type { sendAlert } from '../../push/send-alert';
import type { VapidKeys } from '../../push/vapid';

export interface PushDeps {
  now: () => Date;
  /** The server's VAPID keys, made or read once, when first needed. */
  vapid: () => VapidKeys;
  /** `PUSH_ALLOW_LOOPBACK=true`: a mock push service on 127.0.0.1 (tests) may be subscribed. */
  allowLoopback: boolean;
  send?: typeof sendAlert;
}

/** A JSON body checked by a contract schema: 422 with each issue's path, never a half-read body. */
async function bodyOf<T>(c: Context<AppEnv>, schema: z.ZodMiniType<T>): Promise<T> {
  const parsed = schema.safeParse(parseJsonObject(await c.req.text(), 6));
  if (parsed.success) return parsed.data;
  throw new HttpError(
    422,
    'validation',
    'The body does not match the contract',
    parsed.error.issues.map((issue) => ({ param: issue.path.join('.') || 'body', message: issue.message })),
  );
}

async function checkEndpoint(endpoint: string, deps: PushDeps) {
  const refusal = await endpointRefusal(endpoint, { allowLoopback: deps.allowLoopback });
  if (refusal) throw new HttpError(422, 'endpoint_refused', `The push endpoint is refused: ${refusal}`);
}

/** The restaurants a digest names must be ours: an unknown id would never send anything, silently. */
function checkRestaurants(c: Context<AppEnv>, preferences: PushPreferences) {
  const known = new Set(
    databaseMenus(c.var.db)
      .restaurants()
      .map((restaurant) => restaurant.id),
  );
  const unknown = preferences.digest.filter((digest) => !known.has(digest.restaurant));
  if (unknown.length) {
    throw new HttpError(
      422,
      'validation',
      'Unknown restaurant',
      unknown.map((digest) => ({
        param: 'digest.restaurant',
        message: `no restaurant "${digest.restaurant}"`,
      })),
    );
  }
}

export function pushHandlers(deps: PushDeps) {
  return {
    key: (c: Context<AppEnv>) =>
      c.json({ publicKey: deps.vapid().publicKey }, 200, { 'Cache-Control': 'no-cache' }),
    subscribe: async (c: Context<AppEnv>) => {
      const preferences = await bodyOf(c, PushPreferencesSchema);
      await checkEndpoint(preferences.subscription.endpoint, deps);
      checkRestaurants(c, preferences);
      saveSubscription(c.var.db, preferences, deps.now());
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
    unsubscribe: async (c: Context<AppEnv>) => {
      const { endpoint } = await bodyOf(c, PushUnsubscribeSchema);
      deleteSubscription(c.var.db, endpoint);
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
    test: async (c: Context<AppEnv>) => {
      const { endpoint } = await bodyOf(c, PushUnsubscribeSchema);
      const result = await sendTestAlert(c.var.db, endpoint, {
        vapid: deps.vapid(),
        ...(deps.send ? { send: deps.send } : {}),
      });
      if (result === 'unknown') throw new HttpError(404, 'not_found', 'No such subscription');
      if (result === 'gone')
        throw new HttpError(404, 'not_found', 'The push service no longer knows this subscription');
      if (result !== 'sent')
        throw new HttpError(502, 'push_failed', 'The push service did not take the alert');
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
  };
}
