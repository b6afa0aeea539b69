import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import type { Locale } from '@/lib/locale';

export const housingKeys = {
  all: ['housing'] as const,
  contests: (lang: Locale) => ['housing', 'contests', { lang }] as const,
  contestTypes: (lang: Locale) => ['housing', 'contest-types', { lang }] as const,
};

export const contestsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: housingKeys.contests(lang),
    queryFn: ({ signal }) =>
      apiGet('/sas/alojamento/concursos', {
        schema: () => import('@/contract/housing-contests').then((m) => m.ContestListSchema),
        lang,
        signal,
      }),
  });

export const contestTypesQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: housingKeys.contestTypes(lang),
    queryFn: ({ signal }) =>
      apiGet('/sas/alojamento/tiposconcursos', {
        schema: () => import('@/contract/housing-contests').then((m) => m.ContestTypeListSchema),
        lang,
        signal,
      }),
  });
