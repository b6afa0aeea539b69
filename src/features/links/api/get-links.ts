import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import { OWNER_ID } from '@/lib/data/constants';
import type { Locale } from '@/lib/locale';

export const linkKeys = {
  all: ['links'] as const,
  list: (lang: Locale) => ['links', 'list', { lang }] as const,
};

export const linksQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: linkKeys.list(lang),
    queryFn: ({ signal, client }) =>
      apiGet('/links', {
        schema: () => import('@/contract/links').then((m) => m.LinksResponseSchema),
        lang,
        signal,
        client,
        params: { owner: OWNER_ID },
      }).then((body) => body.data.data),
  });
