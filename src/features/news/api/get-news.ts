import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { OWNER_ID } from '@/lib/constants';
import type { Locale } from '@/lib/locale';
import { MostViewedNewsSchema, NewsDetailSchema, NewsListSchema } from './news.schemas';
import { newsKeys, type NewsListParams } from './news.keys';

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet('/noticiassas', {
        schema: NewsListSchema,
        lang: params.lang,
        signal,
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
    queryFn: ({ signal }) =>
      apiGet('/noticiassas/mostviewed', { schema: MostViewedNewsSchema, lang, signal, params: { limit } }),
  });

export const newsDetailQueryOptions = (lang: Locale, name: string) =>
  queryOptions({
    queryKey: newsKeys.detail(lang, name),
    queryFn: ({ signal }) =>
      apiGet(`/noticiassas/${encodeURIComponent(name)}`, { schema: NewsDetailSchema, lang, signal }),
  });

/** News images live in the uploads folder (spec section 7). */
export function uploadsUrl(fileName: string): string {
  return fileName ? `/uploads/${encodeURIComponent(fileName)}` : '';
}
