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

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** "median (min–max)" with a unit formatter. */
export function formatSpread(s: Spread, format: (value: number) => string): string {
  return s.min === s.max ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
}
