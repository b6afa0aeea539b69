export interface RateLimitOptions {
  /** Tokens added per minute (sustained rate). */
  perMinute: number;
  /** Bucket size (how many may come at once). */
  burst: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next token, when not allowed. */
  retryAfterSeconds: number;
}

/** Clients tracked at once, at most: beyond it the least recently active client's bucket is dropped. */
const MAX_CLIENTS = 10_000;

/**
 * A token bucket per client key (IP), in memory: one server process by design. What it holds follows the clients
 * active now, not every client ever seen (OPS-09): a bucket left alone long enough to be full again is the same as no
 * bucket, so it is dropped; and at most `maxClients` are kept, the least recently active dropped first. The Map's
 * order is last use (a bucket is moved to the end when taken from), so both sweeps only look at its front.
 */
export function createRateLimiter(
  { perMinute, burst }: RateLimitOptions,
  clock: () => number = Date.now,
  maxClients = MAX_CLIENTS,
) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;
  /** Idle this long, any bucket has refilled to `burst`. */
  const fullAfterMs = burst / perMs;
  const sweep = (now: number) => {
    for (const [key, bucket] of buckets) {
      if (buckets.size <= maxClients && now - bucket.at < fullAfterMs) break;
      buckets.delete(key);
    }
  };
  return {
    take(key: string): RateLimitDecision {
      const now = clock();
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.delete(key);
      buckets.set(key, bucket);
      sweep(now);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      };
    },
    /** How many clients it holds a bucket for (tests). */
    size: () => buckets.size,
  };
}
