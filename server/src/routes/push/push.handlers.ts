import { createPublicKey } from 'node:crypto';
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import {
  PushPreferencesSchema,
  PushUnsubscribeSchema,
  type PushPreferences,
} from '../../../../src/contract/requests/push';
import { parseJsonObject } from '../../lib/body-limit';
import { clientAddress } from '../../lib/client-address';
import { HttpError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { createRateLimiter } from '../../lib/rate-limit';
import type { AppEnv } from '../../lib/types';
import { databaseMenus } from '../../push/menu-source';
import { endpointRefusal } from '../../push/public-endpoint';
import {
  countSubscriptions,
  deleteSubscription,
  getSubscription,
  saveSubscription,
} from '../../push/push-store';
import { sendTestAlert } from '../../push/run-alerts';
import type { sendAlert } from '../../push/send-alert';
import type { VapidKeys } from '../../push/vapid';

/**
 * How many subscriptions the server takes: new endpoints from one address (a bucket of `perAddressPerHour`, refilled
 * over the hour; changing a stored subscription's preferences does not count) and in all. Past either: 429.
 */
export interface PushLimits {
  perAddressPerHour: number;
  total: number;
}

/** A student subscribes one or two devices; a residence's students share one address behind its NAT. */
export const DEFAULT_PUSH_LIMITS: PushLimits = { perAddressPerHour: 20, total: 50_000 };

export interface PushDeps {
  now: () => Date;
  /** The server's VAPID keys, made or read once, when first needed. */
  vapid: () => VapidKeys;
  /** `PUSH_ALLOW_LOOPBACK=true`: a mock push service on 127.0.0.1 (tests) may be subscribed. */
  allowLoopback: boolean;
  limits?: PushLimits;
  send?: typeof sendAlert;
  logger?: Logger;
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

/**
 * The browser's keys: p256dh an uncompressed P-256 point (65 bytes, on the curve), auth 16 bytes. A key that is not
 * one could never be encrypted for, and would fail every alert.
 */
function checkKeys({ p256dh, auth }: PushPreferences['subscription']['keys']) {
  const point = Buffer.from(p256dh, 'base64url');
  let onCurve = point.length === 65 && point[0] === 0x04;
  if (onCurve) {
    try {
      const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
      createPublicKey({
        key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) },
        format: 'jwk',
      });
    } catch {
      onCurve = false;
    }
  }
  const issues = [
    ...(onCurve ? [] : [{ param: 'subscription.keys.p256dh', message: 'not a P-256 public key' }]),
    ...(Buffer.from(auth, 'base64url').length === 16
      ? []
      : [{ param: 'subscription.keys.auth', message: 'not a 16-byte secret' }]),
  ];
  if (issues.length) throw new HttpError(422, 'validation', 'The subscription keys are not valid', issues);
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
  const limits = deps.limits ?? DEFAULT_PUSH_LIMITS;
  const perAddress = createRateLimiter({
    perMinute: limits.perAddressPerHour / 60,
    burst: limits.perAddressPerHour,
  });
  /** A new endpoint takes one of its address's subscriptions and one of the server's. */
  const admitNew = (c: Context<AppEnv>) => {
    if (countSubscriptions(c.var.db) >= limits.total) {
      c.header('Retry-After', '3600');
      throw new HttpError(429, 'too_many_subscriptions', 'The server takes no more alert subscriptions now');
    }
    const decision = perAddress.take(clientAddress(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      throw new HttpError(
        429,
        'rate_limited',
        `Too many new subscriptions from this address; retry in ${decision.retryAfterSeconds} s`,
      );
    }
  };
  return {
    key: (c: Context<AppEnv>) =>
      c.json({ publicKey: deps.vapid().publicKey }, 200, { 'Cache-Control': 'no-cache' }),
    subscribe: async (c: Context<AppEnv>) => {
      const preferences = await bodyOf(c, PushPreferencesSchema);
      checkKeys(preferences.subscription.keys);
      await checkEndpoint(preferences.subscription.endpoint, deps);
      checkRestaurants(c, preferences);
      if (!getSubscription(c.var.db, preferences.subscription.endpoint)) admitNew(c);
      saveSubscription(c.var.db, preferences, deps.now());
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
    unsubscribe: async (c: Context<AppEnv>) => {
      const { endpoint } = await bodyOf(c, PushUnsubscribeSchema);
      deleteSubscription(c.var.db, endpoint);
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
    // Answered before the push service is contacted, the same whatever it does: the answer tells nobody whether an
    // address is reachable. The student sees the alert arrive, or not; a push service's "gone" forgets the
    // subscription.
    test: async (c: Context<AppEnv>) => {
      const { endpoint } = await bodyOf(c, PushUnsubscribeSchema);
      if (!getSubscription(c.var.db, endpoint)) throw new HttpError(404, 'not_found', 'No such subscription');
      const db = c.var.db;
      void sendTestAlert(db, endpoint, {
        vapid: deps.vapid(),
        endpoints: { allowLoopback: deps.allowLoopback },
        ...(deps.send ? { send: deps.send } : {}),
      }).then(
        (result) => deps.logger?.info({ event: 'push_test', result }, 'test alert'),
        (error: unknown) => deps.logger?.error({ event: 'push_test', err: error }, 'test alert failed'),
      );
      return c.body(null, 202, { 'Cache-Control': 'no-store' });
    },
  };
}
