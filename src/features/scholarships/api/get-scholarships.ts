import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import type { Locale } from '@/lib/locale';
import { scholarshipKeys } from './scholarships.keys';

export const scholarshipsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: scholarshipKeys.list(lang),
    queryFn: ({ signal, client }) =>
      apiGet('/bolsassas', {
        schema: () => import('@/contract/scholarships').then((m) => m.ScholarshipListSchema),
        lang,
        signal,
        client,
      }),
  });

export const scholarshipQueryOptions = (lang: Locale, slug: string) =>
  queryOptions({
    queryKey: scholarshipKeys.detail(lang, slug),
    queryFn: ({ signal, client }) =>
      apiGet(`/bolsassas/${encodeURIComponent(slug)}`, {
        schema: () => import('@/contract/scholarships').then((m) => m.ScholarshipSchema),
        lang,
        signal,
        client,
      }),
  });
