/** One slot of a page-number bar: a page number or a gap ("…"). */
export type PageSlot = number | 'gap';

/** Fewer pages than this show every number (spec section 9: compact at 8 or more pages). */
export const COMPACT_FROM = 8;
/** How many numbers the window shows at either edge (spec section 9: edge window 5 pages). */
export const EDGE_WINDOW = 5;

/**
 * The page numbers to show (spec section 4): fewer than 8 pages show all; otherwise a current page below 5 shows
 * 1-5 … last; a current page within the last 4 shows 1 … last 5; otherwise 1 … c-1 c c+1 … last.
 */
export function pageWindow(totalPages: number, current: number): PageSlot[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total < COMPACT_FROM) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  if (page < EDGE_WINDOW) return [1, 2, 3, 4, 5, 'gap', total];
  if (page > total - 4) return [1, 'gap', ...Array.from({ length: EDGE_WINDOW }, (_, i) => total - 4 + i)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', total];
}

/** Number of pages for `total` items at `pageSize` per page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}
