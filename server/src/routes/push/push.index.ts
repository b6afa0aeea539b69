import { describeRoute } from 'hono-openapi';
import {
  PushKeySchema,
  PushPreferencesSchema,
  PushUnsubscribeSchema,
} from '../../../../src/contract/requests/push';
import { limitBodySize } from '../../lib/body-limit';
import { createRouter } from '../../lib/router';
import { writeCors } from '../../lib/write-cors';
import { errorAnswer, jsonAnswer, jsonBody, NOT_FOUND, TAGS } from '../openapi/openapi.describe';
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
    .get('/push/key', describeKey, handlers.key)
    .use('/push/subscriptions', cors, limitBodySize(MAX_BODY_BYTES))
    .use('/push/test', cors, limitBodySize(MAX_BODY_BYTES))
    .put('/push/subscriptions', describeSubscribe, handlers.subscribe)
    .delete('/push/subscriptions', describeUnsubscribe, handlers.unsubscribe)
    .post('/push/test', describeTest, handlers.test);
}

/** What every write may answer besides its success (the bodies are checked in push.handlers.ts). */
const refusals = {
  400: errorAnswer('bad_request: the body is not a JSON object (or is nested deeper than 6 levels)'),
  403: errorAnswer('forbidden_origin: a page of another origin'),
  413: errorAnswer(`payload_too_large: a body over ${MAX_BODY_BYTES} bytes`),
  422: errorAnswer(
    'validation (the contract; keys not a P-256 point and a 16-byte secret; an unknown restaurant), or ' +
      'endpoint_refused (not an https URL on port 443 of a public unicast host)',
  ),
};

const describeKey = describeRoute({
  tags: [TAGS.alerts],
  summary: "The server's VAPID public key (base64url): what a browser's push subscription is made for",
  responses: { 200: jsonAnswer('The key', PushKeySchema) },
});

const describeSubscribe = describeRoute({
  tags: [TAGS.alerts],
  summary: 'Creates or replaces the subscription of this endpoint, with its preferences and language',
  description:
    'digest: each restaurant (its id in /api/restaurantes), meal and time (HH:mm, Atlantic/Madeira); watch: a few ' +
    'words matched in the published menus as the search matches (accents and case ignored), one alert a day; ' +
    'housing: reminders 7 days and 1 day before an open phase ends. The endpoint must be https on port 443 of a ' +
    'public unicast host. A new endpoint counts against its address (PUSH_NEW_PER_ADDRESS_PER_HOUR, default ' +
    `${DEFAULT_PUSH_LIMITS.perAddressPerHour}) and the server's total (PUSH_MAX_SUBSCRIPTIONS, default ` +
    `${DEFAULT_PUSH_LIMITS.total}); replacing a stored one does not.`,
  requestBody: jsonBody(PushPreferencesSchema),
  responses: {
    204: { description: 'Stored' },
    ...refusals,
    429: errorAnswer('rate_limited (this address) or too_many_subscriptions (the server), with Retry-After'),
  },
});

const describeUnsubscribe = describeRoute({
  tags: [TAGS.alerts],
  summary: 'Forgets the subscription of this endpoint and every alert sent to it',
  requestBody: jsonBody(PushUnsubscribeSchema),
  responses: { 204: { description: 'Forgotten (also when it was unknown)' }, ...refusals },
});

const describeTest = describeRoute({
  tags: [TAGS.alerts],
  summary: "Sends a test alert to this endpoint's subscription, now, in its language",
  description:
    'Accepted before the push service is contacted, whatever it answers (the answer says nothing about whether an ' +
    'address is reachable): the alert arrives on the device, or not.',
  requestBody: jsonBody(PushUnsubscribeSchema),
  responses: { 202: { description: 'Accepted' }, ...refusals, ...NOT_FOUND },
});
