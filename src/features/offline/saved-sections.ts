/**
 * The sections of the saved query cache, by the first part of their query keys (each feature's `*Keys.all`, in its
 * api folder). In the order the view lists them: what a student most needs offline first.
 */
export const SAVED_SECTIONS = [
  'menu',
  'restaurants',
  'notices',
  'news',
  'scholarships',
  'documents',
  'housing',
  'team',
  'faq',
  'links',
] as const;

export type SavedSection = (typeof SAVED_SECTIONS)[number];

/** The parts of a React Query cache entry the count reads (a `Query` from `getQueryCache().getAll()` fits). */
export interface CachedQuery {
  queryKey: readonly unknown[];
  state: { data: unknown };
}

const isSection = (root: unknown): root is SavedSection => SAVED_SECTIONS.includes(root as SavedSection);

/**
 * How many saved answers (a week's menu, a list page, a detail) each section holds: entries with data only (a query
 * that never succeeded has nothing to show offline). Every section is listed, 0 included, so a gap shows.
 */
export function countSavedSections(
  queries: readonly CachedQuery[],
): { section: SavedSection; count: number }[] {
  const counts = new Map<SavedSection, number>(SAVED_SECTIONS.map((section) => [section, 0]));
  for (const query of queries) {
    const root = query.queryKey[0];
    if (query.state.data === undefined || !isSection(root)) continue;
    counts.set(root, (counts.get(root) ?? 0) + 1);
  }
  return SAVED_SECTIONS.map((section) => ({ section, count: counts.get(section) ?? 0 }));
}
