import { describe, expect, test } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  test('a burst, then one token every 60/perMinute seconds, with the wait in Retry-After', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter({ perMinute: 60, burst: 3 }, () => clock.now);
    expect([1, 2, 3, 4].map(() => limiter.take('a').allowed)).toEqual([true, true, true, false]);
    expect(limiter.take('a').retryAfterSeconds).toBe(1);
    expect(limiter.take('b').allowed).toBe(true); // per client
    clock.now = 1000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  test('[OPS-09] a client idle until its bucket is full again is forgotten: memory follows the active clients', () => {
    const clock = { now: 0 };
    // Full again after 3 tokens / (60 a minute) = 3 s.
    const limiter = createRateLimiter({ perMinute: 60, burst: 3 }, () => clock.now);
    for (let i = 0; i < 5_000; i += 1) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size()).toBe(5_000);
    clock.now = 2_999;
    limiter.take('active');
    expect(limiter.size()).toBe(5_001);
    clock.now = 3_000;
    limiter.take('active');
    expect(limiter.size()).toBe(1);
    // Forgetting a full bucket changes nothing: the same client gets its whole burst, as it would have.
    expect([1, 2, 3, 4].map(() => limiter.take('10.0.0.1').allowed)).toEqual([true, true, true, false]);
  });

  test('[OPS-09] at most maxClients buckets, the least recently active dropped first', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter({ perMinute: 1, burst: 2 }, () => clock.now, 100);
    limiter.take('kept');
    limiter.take('kept'); // empty now
    for (let i = 0; i < 1_000; i += 1) {
      limiter.take(`client-${i}`);
      if (i % 50 === 0) limiter.take('kept'); // still active: never the least recent
    }
    expect(limiter.size()).toBe(100);
    expect(limiter.take('kept').allowed).toBe(false); // its empty bucket was kept, not reset
  });
});
