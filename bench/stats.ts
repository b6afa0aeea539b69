/** Median, min and max of a sample: the bench compares medians and shows the spread (a shared machine: runs vary). */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** The value at fraction `p` (0.95: p95) of an ascending sample. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** "median (min–max)" with a unit formatter. */
export function formatSpread(s: Spread, format: (value: number) => string): string {
  return s.min === s.max ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
}

/** A small seeded generator (mulberry32): the same samples give the same interval on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How sure a ratio of two medians is, on a noisy machine: the 95 % interval of median(a) / median(b) over bootstrap
 * resamples of each sample. An interval that holds 1 says the two cannot be told apart at this many runs.
 */
export function medianRatioInterval(
  a: readonly number[],
  b: readonly number[],
  resamples = 2000,
): [number, number] {
  if (a.length === 0 || b.length === 0) return [Number.NaN, Number.NaN];
  const random = seeded(a.length * 7919 + b.length);
  const resample = (values: readonly number[]) =>
    spread(values.map(() => values[Math.floor(random() * values.length)] ?? Number.NaN)).median;
  const ratios = Array.from({ length: resamples }, () => resample(a) / resample(b)).sort((x, y) => x - y);
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))] ?? Number.NaN;
  return [round(at(0.025), 2), round(at(0.975), 2)];
}

/** What an interval of A / B says: which is faster, or that this many runs cannot tell them apart. */
export function ratioVerdict([low, high]: [number, number], runs: number): string {
  if (high < 1) return 'A is faster';
  if (low > 1) return 'A is slower';
  return `holding 1: the two cannot be told apart at ${runs} runs`;
}

/**
 * The instant a start is measured at, in Madeira's time: what the home page shows first (the next meal, the weeks it
 * reads) depends on the day and the hour, so figures of two days are not of the same start.
 */
export const measuredAt = (at = new Date()) =>
  at.toLocaleString('en-GB', {
    timeZone: 'Atlantic/Madeira',
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Milliseconds, whole. */
export const formatMs = (value: number) => `${Math.round(value)} ms`;

/**
 * Round `n`'s pages, as [build, route]: each route by every build in turn, A B in even rounds and B A in odd ones, so
 * neither build is always measured first (a machine warming up or slowing down charges both alike).
 */
export function sideBySideRound(builds: number, routes: string[], n: number): [number, string][] {
  const order = Array.from({ length: builds }, (_, index) => index);
  if (n % 2 === 1) order.reverse();
  return routes.flatMap((route) => order.map((index): [number, string] => [index, route]));
}
