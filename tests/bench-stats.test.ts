import { expect, test } from 'vitest';
import { measuredAt, medianRatioInterval, ratioVerdict, sideBySideRound, spread } from '../bench/stats';

test('the median and spread of a sample', () => {
  expect(spread([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5 });
  expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
});

test('a ratio of medians comes with an interval: wide for two noisy samples alike, clear of 1 when they differ', () => {
  const noisy = [180, 420, 230, 260, 310, 190, 500, 240, 220];
  const [low, high] = medianRatioInterval(noisy, [...noisy].reverse());
  expect(low).toBeLessThan(1);
  expect(high).toBeGreaterThan(1);
  const slower = noisy.map((value) => value * 2);
  const [slowLow] = medianRatioInterval(slower, noisy);
  expect(slowLow).toBeGreaterThan(1);
  // The same samples, the same interval.
  expect(medianRatioInterval(slower, noisy)).toEqual(medianRatioInterval(slower, noisy));
});

test('[START-07] the A/B bench measures both builds route by route, alternating which goes first', () => {
  expect(sideBySideRound(2, ['/', '/en'], 0)).toEqual([
    [0, '/'],
    [1, '/'],
    [0, '/en'],
    [1, '/en'],
  ]);
  expect(sideBySideRound(2, ['/', '/en'], 1)).toEqual([
    [1, '/'],
    [0, '/'],
    [1, '/en'],
    [0, '/en'],
  ]);
});

test("an interval's verdict: faster or slower only when it lies clear of 1", () => {
  expect(ratioVerdict([0.73, 0.94], 15)).toBe('A is faster');
  expect(ratioVerdict([1.02, 1.3], 15)).toBe('A is slower');
  expect(ratioVerdict([0.92, 1.08], 15)).toBe('holding 1: the two cannot be told apart at 15 runs');
});

test("a start's instant is named in Madeira's time, weekday first (what home shows depends on it)", () => {
  expect(measuredAt(new Date('2026-11-28T21:30:00Z'))).toBe('Saturday 28 Nov, 21:30');
  expect(measuredAt(new Date('2027-07-03T21:30:00Z'))).toBe('Saturday 3 Jul, 22:30');
});
