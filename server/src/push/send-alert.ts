import { setTimeout as delay } from 'node:timers/promises';
import webpush from 'web-push';
import type { AlertPayload } from '../../../src/contract/requests/push';
import { endpointRefusal, NOT_PUBLIC, publicOnlyAgent, type EndpointRules } from './public-endpoint';
import type { StoredSubscription } from './push-store';
import type { VapidKeys } from './vapid';

/**
 * What became of one alert: delivered to the push service, the subscription gone, worth another try later, failed, or
 * refused by the server itself (the endpoint is no longer https on a public host: never posted to).
 */
export type SendResult = 'sent' | 'gone' | 'retry' | 'failed' | 'refused';

/** Tries per alert within one run when the push service is busy (429) or failing (5xx), with a growing wait. */
const TRIES = 3;
/** The longest a Retry-After is honoured within a run; a longer one waits for a later run. */
const MAX_WAIT_MS = 10_000;

export interface SendOptions {
  vapid: VapidKeys;
  /** Seconds the push service keeps the message for an offline phone: an alert expires with its meal. */
  ttlSeconds: number;
  /** The wait between tries (tests make it short). */
  backoffMs?: number;
  /** Which endpoints may be posted to (public-endpoint.ts), checked again now: a name may point elsewhere since. */
  endpoints?: EndpointRules;
}

const refusedByUs = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === NOT_PUBLIC;

const statusOf = (error: unknown) => (error instanceof webpush.WebPushError ? error.statusCode : undefined);
const retryAfterOf = (error: unknown) => {
  const header = error instanceof webpush.WebPushError ? error.headers['retry-after'] : undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
};

/**
 * Posts one alert, encrypted for the subscription's keys and signed with the server's VAPID key (web-push), with a
 * TTL. A push service's 404 or 410 means the subscription is gone; 429 and 5xx (and a network failure) are tried again
 * with a backoff, then left for a later run; any other answer is a failure not worth repeating.
 */
export async function sendAlert(
  subscription: StoredSubscription,
  payload: AlertPayload,
  { vapid, ttlSeconds, backoffMs = 1_000, endpoints = {} }: SendOptions,
): Promise<SendResult> {
  if (await endpointRefusal(subscription.endpoint, endpoints)) return 'refused';
  const agent = publicOnlyAgent(endpoints);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: subscription.keys },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: Math.max(60, Math.round(ttlSeconds)),
            urgency: payload.kind === 'test' ? 'high' : 'normal',
            timeout: 10_000,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (refusedByUs(error)) return 'refused';
        const status = statusOf(error);
        if (status === 404 || status === 410) return 'gone';
        const retryable = status === undefined || status === 429 || status >= 500;
        if (!retryable) return 'failed';
        const wait = retryAfterOf(error) ?? backoffMs * 2 ** (attempt - 1);
        if (attempt >= TRIES || wait > MAX_WAIT_MS) return 'retry';
        await delay(wait);
      }
    }
  } finally {
    agent.destroy();
  }
}
