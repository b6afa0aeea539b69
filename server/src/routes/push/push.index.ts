import { PushKeySchema, PushPreferencesSchema, PushUnsubscribeSchema } from '../../../../src/contract/push';
import { limitBodySize } from '../../lib/body-limit';
import { ErrorBodySchema } from '../../lib/errors';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { writeCors } from '../../lib/write-cors';
import { DEFAULT_PUSH_LIMITS, pushHandlers, type PushDeps } from './push.handlers';

/** A subscription with its preferences is a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024;

/** Web Push under /api/push (issue 30): the server's key, a student's subscription and its preferences, a test alert. */
export function pushRouter(deps: PushDeps & { allowedOrigins?: readonly string[] }) {
  const handlers = pushHandlers(deps);
  // Only the app's own pages may subscribe someone (or unsubscribe them): writes are same-origin, like applications.
  const cors = writeCors({
    allowedOrigins: deps.allowedOrigins ?? [],
    methods: ['PUT', 'DELETE', 'POST'],
    refusal: () => 'Only the app may manage alerts',
  });
  return createRouter()
    .get('/push/key', handlers.key)
    .use('/push/subscriptions', cors, limitBodySize(MAX_BODY_BYTES))
    .use('/push/test', cors, limitBodySize(MAX_BODY_BYTES))
    .put('/push/subscriptions', handlers.subscribe)
    .delete('/push/subscriptions', handlers.unsubscribe)
    .post('/push/test', handlers.test);
}

const refusals = {
  403: { description: 'forbidden_origin: a page of another origin', schema: ErrorBodySchema },
  413: { description: 'payload_too_large', schema: ErrorBodySchema },
  422: {
    description:
      'validation (the contract; keys not a P-256 point and a 16-byte secret), or endpoint_refused (not an https URL ' +
      'on port 443 of a public unicast host)',
    schema: ErrorBodySchema,
  },
};

export const pushDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/push/key',
    summary: "The server's VAPID public key (base64url): what a browser's push subscription is made for",
    response: PushKeySchema,
  },
  {
    method: 'put',
    path: '/api/push/subscriptions',
    summary: 'Creates or replaces the subscription of this endpoint, with its preferences and language',
    description:
      'digest: each restaurant (its id in /api/restaurantes), meal and time (HH:mm, Atlantic/Madeira); watch: a few ' +
      'words matched in the published menus as the search matches (accents and case ignored), one alert a day; ' +
      'housing: reminders 7 days and 1 day before an open phase ends. The endpoint must be https on port 443 of a ' +
      'public unicast host. A new endpoint counts against its address (PUSH_NEW_PER_ADDRESS_PER_HOUR, default ' +
      `${DEFAULT_PUSH_LIMITS.perAddressPerHour}) and the server's total (PUSH_MAX_SUBSCRIPTIONS, default ` +
      `${DEFAULT_PUSH_LIMITS.total}); replacing a stored one does not.`,
    body: PushPreferencesSchema,
    status: 204,
    response: { empty: true },
    otherResponses: {
      ...refusals,
      429: {
        description: 'rate_limited (this address) or too_many_subscriptions (the server), with Retry-After',
        schema: ErrorBodySchema,
      },
    },
  },
  {
    method: 'delete',
    path: '/api/push/subscriptions',
    summary: 'Forgets the subscription of this endpoint and every alert sent to it',
    body: PushUnsubscribeSchema,
    status: 204,
    response: { empty: true },
    otherResponses: refusals,
  },
  {
    method: 'post',
    path: '/api/push/test',
    summary: "Sends a test alert to this endpoint's subscription, now, in its language",
    description:
      'Accepted before the push service is contacted, whatever it answers (the answer says nothing about whether an ' +
      'address is reachable): the alert arrives on the device, or not.',
    body: PushUnsubscribeSchema,
    status: 202,
    response: { empty: true },
    notFound: true,
    otherResponses: refusals,
  },
];
