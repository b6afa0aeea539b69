import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  ApplicationAcceptedSchema,
  ApplicationRejectedSchema,
  housingApplicationSchema,
} from '../../../../src/contract/requests/housing-application';
import { limitBodySize } from '../../lib/body-limit';
import { ErrorBodySchema } from '../../lib/errors';
import { createRateLimiter, type RateLimitOptions } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { writeCors } from '../../lib/write-cors';
import { errorAnswer, jsonAnswer, jsonBody, TAGS } from '../openapi/openapi.describe';
import { IDEMPOTENCY_KEY, registerApplication } from './applications.handlers';
import { MESSAGES, requestLang } from './applications.messages';

/** The application post, under /api. Its CORS is its own (writeCors); the open CORS of the GETs skips it. */
export const APPLICATION_PATH = '/sas/registercandidatura';

/** An application is a few hundred bytes; anything much larger is not one. */
export const MAX_APPLICATION_BYTES = 16 * 1024;

/**
 * Applications STORED per client IP; rejected posts and replays are not counted. A campus NAT puts a deadline-day
 * crowd behind one address, so the burst is twice the 500 simultaneous applications the tests prove; the refill
 * (60 a minute) still bounds what one script can store. Numbers documented in docs/api.md.
 */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perMinute: 60, burst: 1000 };

export function applicationsRouter(deps: {
  now: () => Date;
  rateLimit?: RateLimitOptions;
  /** Origins besides the server's own whose pages may post (`ALLOWED_ORIGINS`); default none. */
  allowedOrigins?: readonly string[];
}) {
  const limiter = createRateLimiter(deps.rateLimit ?? DEFAULT_RATE_LIMIT);
  const refusal = (c: Context) =>
    MESSAGES.foreignOrigin[requestLang(c.req.query('idioma'), c.req.header('Accept-Language'))];
  return createRouter()
    .use(APPLICATION_PATH, writeCors({ allowedOrigins: deps.allowedOrigins ?? [], refusal }))
    .post(
      APPLICATION_PATH,
      describeApplication,
      limitBodySize(MAX_APPLICATION_BYTES),
      registerApplication({ now: deps.now, takeToken: (client) => limiter.take(client) }),
    );
}

const describeApplication = describeRoute({
  tags: [TAGS.housing],
  summary: 'A housing application, stored once per Idempotency-Key (docs/api.md has the rules)',
  description:
    'The body is validated by the same contract as the form (src/contract/requests/housing-application.ts): concurso.value ' +
    'one of /api/sas/alojamento/tiposconcursos, dataentrada not before today, datasaida after it. Only the ' +
    "server's own origin and ALLOWED_ORIGINS may post from a browser.",
  parameters: [
    {
      in: 'header',
      name: 'Idempotency-Key',
      required: true,
      description: 'a UUID, the same for every resend of one application',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
    },
    {
      in: 'query',
      name: 'idioma',
      required: false,
      // Read by requestLang, not validated: any other value words the errors in Portuguese, as Accept-Language does.
      description:
        'en words the field errors in English (as Accept-Language: en does); anything else, Portuguese',
      schema: { type: 'string' },
    },
  ],
  // The rules that depend on data (contest types, today) are refinements: the JSON Schema shows the fields.
  requestBody: jsonBody(housingApplicationSchema({ contests: [], today: '' })),
  responses: {
    201: jsonAnswer(
      'Stored (or the first answer again, with Idempotent-Replayed: true)',
      ApplicationAcceptedSchema,
    ),
    400: errorAnswer(
      'missing_idempotency_key, or bad_request: the body is not a JSON object, or nested too deep',
    ),
    403: errorAnswer('forbidden_origin: a page of another origin'),
    413: errorAnswer(`payload_too_large: a body over ${MAX_APPLICATION_BYTES} bytes`),
    415: errorAnswer('unsupported_media_type: not application/json'),
    422: jsonAnswer(
      'validation (field errors), or idempotency_mismatch (the same key with another body)',
      z.union([ApplicationRejectedSchema, ErrorBodySchema]),
    ),
    429: errorAnswer('rate_limited, with Retry-After'),
  },
});
