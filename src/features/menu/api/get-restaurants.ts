import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import type { Locale } from '@/lib/locale';

export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (lang: Locale) => ['restaurants', 'list', { lang }] as const,
};

export const restaurantsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: restaurantKeys.list(lang),
    queryFn: ({ signal, client }) =>
      apiGet('/restaurantes', {
        schema: () => import('@/contract/restaurants').then((m) => m.RestaurantListSchema),
        lang,
        signal,
        client,
      }),
  });
