import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import type { Locale } from '@/lib/locale';

export const closureKeys = {
  all: ['closures'] as const,
  list: (lang: Locale) => ['closures', 'list', { lang }] as const,
};

/** The closures calendar (holidays, closures, changed hours): what the hours alone cannot say. */
export const closuresQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: closureKeys.list(lang),
    queryFn: ({ signal, client }) =>
      apiGet('/encerramentos', {
        schema: () => import('@/contract/closures').then((m) => m.ClosureCalendarSchema),
        lang,
        signal,
        client,
      }),
  });
