import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import { OWNER_ID } from '@/lib/data/constants';
import type { Locale } from '@/lib/locale';
import { newsKeys, type NewsListParams } from './news.keys';

/** News list page size (spec section 2). */
export const NEWS_PAGE_SIZE = 9;
/** Titles per side tab ('most recent', 'most viewed'). */
export const NEWS_TAB_SIZE = 8;
/** Latest news beside a news item. */
export const LATEST_NEWS_COUNT = 3;
/** Latest news on the home page. */
export const HOME_NEWS_LIMIT = 3;

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal, client }) =>
      apiGet('/noticiassas', {
        schema: () => import('@/contract/news').then((m) => m.NewsListSchema),
        lang: params.lang,
        signal,
        client,
        params: {
          limit: params.limit,
          offset: (params.page - 1) * params.limit,
          publicado: 1,
          owner: OWNER_ID,
          sort: 'noticia_data_publicacao',
        },
      }),
  });

export const mostViewedNewsQueryOptions = (lang: Locale, limit = 8) =>
  queryOptions({
    queryKey: newsKeys.mostViewed(lang, limit),
    queryFn: ({ signal, client }) =>
      apiGet('/noticiassas/mostviewed', {
        schema: () => import('@/contract/news').then((m) => m.MostViewedNewsSchema),
        lang,
        signal,
        client,
        params: { limit },
      }),
  });

export const newsDetailQueryOptions = (lang: Locale, name: string) =>
  queryOptions({
    queryKey: newsKeys.detail(lang, name),
    queryFn: ({ signal, client }) =>
      apiGet(`/noticiassas/${encodeURIComponent(name)}`, {
        schema: () => import('@/contract/news').then((m) => m.NewsDetailSchema),
        lang,
        signal,
        client,
      }),
  });

export const homeNewsQueryOptions = (lang: Locale) =>
  newsListQueryOptions({ lang, limit: HOME_NEWS_LIMIT, page: 1 });

/** News images live in the uploads folder (spec section 7). */
export function uploadsUrl(fileName: string): string {
  return fileName ? `/uploads/${encodeURIComponent(fileName)}` : '';
}
