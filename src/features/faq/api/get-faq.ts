import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import { OWNER_ID } from '@/lib/data/constants';
import type { Locale } from '@/lib/locale';

export const faqKeys = {
  all: ['faq'] as const,
  list: (lang: Locale) => ['faq', 'list', { lang }] as const,
};

export const faqQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: faqKeys.list(lang),
    queryFn: ({ signal, client }) =>
      apiGet('/faq', {
        schema: () => import('@/contract/faq').then((m) => m.FaqResponseSchema),
        lang,
        signal,
        client,
        params: { unidadeId: OWNER_ID },
      }).then((body) => body.data.data),
  });
