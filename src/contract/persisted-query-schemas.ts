import type { DehydratedState } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ClosureCalendarSchema } from '@/contract/closures';
import { DocumentListSchema } from '@/contract/documents';
import { FaqItemSchema } from '@/contract/faq';
import { ContestListSchema, ContestTypeListSchema } from '@/contract/housing-contests';
import { LinkItemSchema } from '@/contract/links';
import { WeekMenuSchema } from '@/contract/menus';
import { MostViewedNewsSchema, NewsDetailSchema, NewsListSchema } from '@/contract/news';
import { NoticeListSchema, NoticeSchema } from '@/contract/notices';
import { RestaurantListSchema } from '@/contract/restaurants';
import { ScholarshipListSchema, ScholarshipSchema } from '@/contract/scholarships';
import { TeamSchema } from '@/contract/team';
/**
 * What each persisted query holds, by the first two parts of its key (entity, kind): the query function's result,
 * which is the parsed response except for the FAQ and links, whose functions keep only the inner list. The keys'
 * heads are written out, not imported from the features' key factories: a cold start from the icon restores with
 * this module, and importing ten feature modules to learn ten words cost ten more chunks on that path (decision
 * 017). `persisted-query-schemas.test.ts` holds them to the factories.
 */
const PERSISTED_SCHEMAS: ReadonlyArray<readonly [readonly [string, string], z.ZodMiniType]> = [
  [['documents', 'list'], DocumentListSchema],
  [['faq', 'list'], z.array(FaqItemSchema)],
  [['housing', 'contests'], ContestListSchema],
  [['housing', 'contest-types'], ContestTypeListSchema],
  [['links', 'list'], z.array(LinkItemSchema)],
  [['menu', 'week'], WeekMenuSchema],
  [['restaurants', 'list'], RestaurantListSchema],
  [['closures', 'list'], ClosureCalendarSchema],
  [['news', 'list'], NewsListSchema],
  [['news', 'most-viewed'], MostViewedNewsSchema],
  [['news', 'detail'], NewsDetailSchema],
  [['notices', 'list'], NoticeListSchema],
  [['notices', 'detail'], NoticeSchema],
  [['scholarships', 'list'], ScholarshipListSchema],
  [['scholarships', 'detail'], ScholarshipSchema],
  [['team', 'list'], TeamSchema],
];

/** The schema of the data a query with this key holds; undefined for a key no entry describes. */
export function schemaForQueryKey(queryKey: readonly unknown[]): z.ZodMiniType | undefined {
  const [entity, kind] = queryKey;
  return PERSISTED_SCHEMAS.find(([prefix]) => prefix[0] === entity && prefix[1] === kind)?.[1];
}

type DehydratedQuery = DehydratedState['queries'][number];

/** Hydration reads these two of every entry; one without them would make it throw and lose the whole cache. */
function isRestorable(entry: unknown): entry is DehydratedQuery {
  if (typeof entry !== 'object' || entry === null) return false;
  const { queryKey, state } = entry as Partial<Record<keyof DehydratedQuery, unknown>>;
  return Array.isArray(queryKey) && typeof state === 'object' && state !== null;
}

/**
 * The dehydrated queries a screen can render (from IndexedDB, or from a page our server rendered with its data):
 * each whose key names a contract schema must parse with it; one whose key names none is kept only if asked.
 */
export function validQueries(entries: unknown[], { keepUnknownKeys }: { keepUnknownKeys: boolean }) {
  return entries.flatMap((entry: unknown): DehydratedQuery[] => {
    if (!isRestorable(entry)) return [];
    const schema = schemaForQueryKey(entry.queryKey);
    if (!schema) return keepUnknownKeys ? [entry] : [];
    const parsed = schema.safeParse(entry.state.data);
    // The parsed data, so defaults the schema fills in (a restaurant's empty closures) are there as after a fetch.
    return parsed.success ? [{ ...entry, state: { ...entry.state, data: parsed.data } }] : [];
  });
}
