import type { Context } from 'hono';
import { limitBodySize } from '../../lib/body-limit';
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
