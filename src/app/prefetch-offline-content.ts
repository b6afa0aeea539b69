import type { FetchQueryOptions, Query, QueryClient } from '@tanstack/react-query';
import { DOCUMENTS_PAGE_SIZE, documentsQueryOptions } from '@/features/documents/api/get-documents';
import { faqQueryOptions } from '@/features/faq/api/get-faq';
import { contestsQueryOptions, contestTypesQueryOptions } from '@/features/housing/api/get-contests';
import { linksQueryOptions } from '@/features/links/api/get-links';
import { closuresQueryOptions } from '@/features/menu/api/get-closures';
import { restaurantsQueryOptions } from '@/features/menu/api/get-restaurants';
import { weekMenuQueryOptions } from '@/features/menu/api/get-week-menu';
import { prefetchWeekRanges } from '@/features/menu/week-days';
import {
  homeNewsQueryOptions,
  LATEST_NEWS_COUNT,
  mostViewedNewsQueryOptions,
  NEWS_PAGE_SIZE,
  NEWS_TAB_SIZE,
  newsDetailQueryOptions,
  newsListQueryOptions,
  uploadsUrl,
} from '@/features/news/api/get-news';
import { noticeQueryOptions } from '@/features/notices/api/get-notice';
import {
  homeNoticesQueryOptions,
  NOTICES_PAGE_SIZE,
  noticesQueryOptions,
} from '@/features/notices/api/get-notices';
import {
  scholarshipQueryOptions,
  scholarshipsQueryOptions,
} from '@/features/scholarships/api/get-scholarships';
import { teamQueryOptions } from '@/features/team/api/get-team';
import type { Locale } from '@/lib/locale';
import { setPrefetchProgress } from '@/lib/offline-readiness';

/**
 * Most requests one run (one language) may make: about 40 JSON answers of a few KB and the pictures of the first
 * news page and the team (55 requests, 135 KB with the demo seed; decision 011). Beyond it, pictures are skipped.
 */
const MAX_REQUESTS = 70;

/** Two at a time: the prefetch must never compete with what the student is loading. */
const CONCURRENCY = 2;

/** Data saved less than this long ago is not asked for again (a revisit within the hour costs nothing). */
const FRESH_FOR_MS = 30 * 60_000;

// The options' own types differ per query; the runner only needs them to be fetchable.
type AnyFetch = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;
const fetchable = (options: object) => options as AnyFetch;

/** What every list route of `lang` reads (spec section 2): lists first pages, menus of this and next week. */
export function listQueries(lang: Locale, now: Date): AnyFetch[] {
  return [
    ...prefetchWeekRanges(now).map((range) => weekMenuQueryOptions(lang, range)),
    restaurantsQueryOptions(lang),
    closuresQueryOptions(lang),
    homeNoticesQueryOptions(lang),
    noticesQueryOptions({ lang, limit: NOTICES_PAGE_SIZE, page: 1 }),
    homeNewsQueryOptions(lang),
    newsListQueryOptions({ lang, limit: NEWS_PAGE_SIZE, page: 1 }),
    newsListQueryOptions({ lang, limit: NEWS_TAB_SIZE, page: 1 }),
    newsListQueryOptions({ lang, limit: LATEST_NEWS_COUNT, page: 1 }),
    mostViewedNewsQueryOptions(lang, NEWS_TAB_SIZE),
    scholarshipsQueryOptions(lang),
    documentsQueryOptions({ lang, page: 1, limit: DOCUMENTS_PAGE_SIZE }),
    contestsQueryOptions(lang),
    contestTypesQueryOptions(lang),
    teamQueryOptions(),
    faqQueryOptions(lang),
    linksQueryOptions(lang),
  ].map(fetchable);
}

/** The details linked from the first pages of notices, news and scholarships, read from the lists just saved. */
export function detailQueries(queryClient: QueryClient, lang: Locale): AnyFetch[] {
  const notices =
    queryClient.getQueryData(noticesQueryOptions({ lang, limit: NOTICES_PAGE_SIZE, page: 1 }).queryKey)
      ?.data ?? [];
  const news =
    queryClient.getQueryData(newsListQueryOptions({ lang, limit: NEWS_PAGE_SIZE, page: 1 }).queryKey)?.data ??
    [];
  const scholarships = queryClient.getQueryData(scholarshipsQueryOptions(lang).queryKey) ?? [];
  return [
    ...notices.map((notice) => noticeQueryOptions(lang, notice.post_name)),
    ...news.map((item) => newsDetailQueryOptions(lang, item.noticia_name)),
    ...scholarships.map((scholarship) => scholarshipQueryOptions(lang, scholarship.Name)),
  ].map(fetchable);
}

/** Pictures shown on the first news page and the team page; the service worker's image cache keeps them. */
export function imageUrls(queryClient: QueryClient, lang: Locale): string[] {
  const news =
    queryClient.getQueryData(newsListQueryOptions({ lang, limit: NEWS_PAGE_SIZE, page: 1 }).queryKey)?.data ??
    [];
  const team = queryClient.getQueryData(teamQueryOptions().queryKey) ?? [];
  return [
    ...news.map((item) => uploadsUrl(item.noticia_imagem)),
    ...team.map((person) => person.imagem),
  ].filter(Boolean);
}

/** On a first visit the worker takes control a moment after start (clients.claim): wait for it, briefly. */
function serviceWorkerControls(waitMs = 5000): Promise<boolean> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return Promise.resolve(false);
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

async function runPool(tasks: Array<() => Promise<unknown>>, onDone: () => void): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task?.().catch(() => (failed += 1));
      onDone();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failed;
}

/**
 * The answers the page got before the service worker controlled it: a first visit's own requests, and a list our
 * server rendered with its data, went past the worker, so its API cache lacks them (only the saved query cache has
 * them). They are asked for again through the worker, once, so both places that keep answers hold every one (OFF-14,
 * decision 023). One without a query function (a server-rendered answer no screen has read) is left to the list
 * pass, which asks for it with its options.
 */
export function answersFetchedBefore(queryClient: QueryClient, time: number): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.data !== undefined &&
        query.state.dataUpdatedAt < time &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== undefined,
    );
}

/**
 * Saves everything the routes of `lang` show, so they read offline after one online visit (OFF-11): lists, then the
 * details they link to, then pictures. Two requests at a time, only when online; a failure is counted, not fatal.
 * `controlledSince`: when the worker took control of a page it did not control at start; what came before is asked
 * for again through it.
 */
export async function prefetchLanguage(
  queryClient: QueryClient,
  lang: Locale,
  now = new Date(),
  controlledSince = 0,
) {
  if (!navigator.onLine) return;
  let done = 0;
  let total = 0;
  const tick = () => setPrefetchProgress({ lang, state: 'running', done: ++done, total });
  const fetchAll = (queries: AnyFetch[]) => {
    total += queries.length;
    return runPool(
      queries.map((options) => () => {
        // A query a screen is showing is that screen's business (its own fetch, error and retry).
        const shown =
          (queryClient.getQueryCache().find({ queryKey: options.queryKey })?.getObserversCount() ?? 0) > 0;
        const staleTime = (query: Query) => (query.state.dataUpdatedAt < controlledSince ? 0 : FRESH_FOR_MS);
        return shown ? Promise.resolve() : queryClient.prefetchQuery({ ...options, staleTime });
      }),
      tick,
    );
  };
  const beforeControl = answersFetchedBefore(queryClient, controlledSince);
  total += beforeControl.length;
  setPrefetchProgress({ lang, state: 'running', done, total });
  let failed = await runPool(
    beforeControl.map((query) => () => query.fetch()),
    tick,
  );
  failed += await fetchAll(listQueries(lang, now));
  failed += await fetchAll(detailQueries(queryClient, lang));
  const images = imageUrls(queryClient, lang).slice(0, Math.max(0, MAX_REQUESTS - total));
  total += images.length;
  // Only a controlled page's fetches reach the service worker's image cache.
  if (await serviceWorkerControls()) {
    failed += await runPool(
      images.map((url) => () => fetch(url, { priority: 'low' }).then((response) => response.blob())),
      tick,
    );
  }
  setPrefetchProgress({ lang, state: failed ? 'failed' : 'done', done, total });
}
