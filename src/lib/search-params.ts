/**
 * Guards for URL search params in `validateSearch`. validateSearch is not code-split: it runs from the entry chunk
 * for every navigation, and zod there added 13 KiB gzip to every first load (decision 006). A bad or hostile value
 * is dropped (the page falls back to its default view), never thrown.
 */
export function positiveInt(value: unknown, max = 100_000): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

export function intBetween(value: unknown, min: number, max: number): number | undefined {
  const n = positiveInt(value, max);
  return n !== undefined && n >= min ? n : undefined;
}

export function shortText(value: unknown, maxLength = 200): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

export function oneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** Drops undefined entries so the URL never shows `?page=undefined`. */
export function definedOnly<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Partial<T>;
}
