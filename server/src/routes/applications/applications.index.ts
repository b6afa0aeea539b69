import type { Context } from 'hono';
import { z } from 'zod';
import {
  ApplicationAcceptedSchema,
  ApplicationRejectedSchema,
  housingApplicationSchema,
} from '../../../../src/contract/housing-application';
import { limitBodySize } from '../../lib/body-limit';
import { ErrorBodySchema } from '../../lib/errors';
import type { RouteDoc } from '../../lib/route-doc';
import { createRateLimiter, type RateLimitOptions } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { writeCors } from '../../lib/write-cors';
import { registerApplication } from './applications.handlers';
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
      limitBodySize(MAX_APPLICATION_BYTES),
      registerApplication({ now: deps.now, takeToken: (client) => limiter.take(client) }),
    );
}

export const applicationsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: `/api${APPLICATION_PATH}`,
    summary: 'A housing application, stored once per Idempotency-Key (docs/api.md has the rules)',
    description:
      'The body is validated by the same contract as the form (src/contract/housing-application.ts): concurso.value ' +
      'one of /api/sas/alojamento/tiposconcursos, dataentrada not before today, datasaida after it. ?idioma=en (or ' +
      "Accept-Language: en) words the field errors in English. Only the server's own origin and ALLOWED_ORIGINS " +
      'may post from a browser.',
    headers: {
      'Idempotency-Key': {
        description: 'a UUID, the same for every resend of one application',
        required: true,
      },
    },
    // Read by requestLang, not validated: any other value words the errors in Portuguese.
    query: z.object({
      idioma: z.string().optional().meta({ description: 'en words the field errors in English; default pt' }),
    }),
    // The rules that depend on data (contest types, today) are refinements: the JSON Schema shows the fields.
    body: housingApplicationSchema({ contests: [], today: '' }),
    status: 201,
    response: ApplicationAcceptedSchema,
    otherResponses: {
      403: { description: 'forbidden_origin: a page of another origin', schema: ErrorBodySchema },
      413: {
        description: `payload_too_large: a body over ${MAX_APPLICATION_BYTES} bytes`,
        schema: ErrorBodySchema,
      },
      415: { description: 'unsupported_media_type: not application/json', schema: ErrorBodySchema },
      422: {
        description: 'validation (field errors), or idempotency_mismatch (the same key with another body)',
        schema: z.union([ApplicationRejectedSchema, ErrorBodySchema]),
      },
      429: { description: 'rate_limited, with Retry-After', schema: ErrorBodySchema },
    },
  },
];
