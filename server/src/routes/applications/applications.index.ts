import { bodyLimit } from 'hono/body-limit';
import { HttpError } from '../../lib/errors';
import { createRateLimiter, type RateLimitOptions } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { registerApplication } from './applications.handlers';

/** An application is a few hundred bytes; anything much larger is not one. */
export const MAX_APPLICATION_BYTES = 16 * 1024;

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perMinute: 30, burst: 30 };

export function applicationsRouter(deps: { now: () => Date; rateLimit?: RateLimitOptions }) {
  const limiter = createRateLimiter(deps.rateLimit ?? DEFAULT_RATE_LIMIT);
  return createRouter().post(
    '/sas/registercandidatura',
    bodyLimit({
      maxSize: MAX_APPLICATION_BYTES,
      onError: () => {
        throw new HttpError(413, 'payload_too_large', `The body exceeds ${MAX_APPLICATION_BYTES} bytes`);
      },
    }),
    registerApplication({ now: deps.now, takeToken: (client) => limiter.take(client) }),
  );
}
