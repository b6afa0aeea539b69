import { limitBodySize } from '../../lib/body-limit';
import { createRateLimiter, type RateLimitOptions } from '../../lib/rate-limit';
import { createRouter } from '../../lib/router';
import { registerApplication } from './applications.handlers';

/** An application is a few hundred bytes; anything much larger is not one. */
export const MAX_APPLICATION_BYTES = 16 * 1024;

/**
 * Applications STORED per client IP; rejected posts and replays are not counted. A campus NAT puts a deadline-day
 * crowd behind one address, so the burst is twice the 500 simultaneous applications the tests prove; the refill
 * (60 a minute) still bounds what one script can store. Numbers documented in docs/api.md.
 */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perMinute: 60, burst: 1000 };

export function applicationsRouter(deps: { now: () => Date; rateLimit?: RateLimitOptions }) {
  const limiter = createRateLimiter(deps.rateLimit ?? DEFAULT_RATE_LIMIT);
  return createRouter().post(
    '/sas/registercandidatura',
    limitBodySize(MAX_APPLICATION_BYTES),
    registerApplication({ now: deps.now, takeToken: (client) => limiter.take(client) }),
  );
}
