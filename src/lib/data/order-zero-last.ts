/** Sorts by an order field where 0 means "no position" and goes last (spec section 3); stable otherwise. */
export function byOrderZeroLast<T>(items: readonly T[], order: (item: T) => number): T[] {
  const rank = (item: T) => (order(item) === 0 ? Number.POSITIVE_INFINITY : order(item));
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
