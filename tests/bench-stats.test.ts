import { expect, test } from 'vitest';
import { medianRatioInterval, sideBySideRound, spread } from '../bench/stats';

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
