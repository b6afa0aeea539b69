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

/** A token bucket per client key (IP), in memory: one server process by design. */
export function createRateLimiter({ perMinute, burst }: RateLimitOptions, clock: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;
  return {
    take(key: string): RateLimitDecision {
      const now = clock();
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.set(key, bucket);
      if (buckets.size > 10_000) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      };
    },
  };
}
