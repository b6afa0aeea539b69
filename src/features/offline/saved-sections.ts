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

/** The key's parameters (its object part), where the language and a week's dates are. */
const paramsOf = (queryKey: readonly unknown[]): Record<string, unknown> =>
  (queryKey.find((part) => typeof part === 'object' && part !== null) as Record<string, unknown>) ?? {};

/**
 * Whether a screen of `lang` shows this answer on or after `today` (YYYYMMDD): an answer in the other language does
 * not (a start shows one language), nor a week's menu that ended before today (no screen offers a past week).
 */
function shownFrom(query: CachedQuery, lang: string, today: string): boolean {
  const params = paramsOf(query.queryKey);
  if (params.lang !== undefined && params.lang !== lang) return false;
  return !(query.queryKey[0] === 'menu' && typeof params.enddate === 'string' && params.enddate < today);
}

/**
 * How many saved answers (a week's menu, a list page, a detail) each section holds that a screen of `lang` can show
 * from `today` on (YYYYMMDD): entries with data only (a query that never succeeded has nothing to show offline).
 * Every section is listed, 0 included, so a gap shows.
 */
export function countSavedSections(
  queries: readonly CachedQuery[],
  { lang, today }: { lang: string; today: string },
): { section: SavedSection; count: number }[] {
  const counts = new Map<SavedSection, number>(SAVED_SECTIONS.map((section) => [section, 0]));
  for (const query of queries) {
    const root = query.queryKey[0];
    if (query.state.data === undefined || !isSection(root) || !shownFrom(query, lang, today)) continue;
    counts.set(root, (counts.get(root) ?? 0) + 1);
  }
  return SAVED_SECTIONS.map((section) => ({ section, count: counts.get(section) ?? 0 }));
}
