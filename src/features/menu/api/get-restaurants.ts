import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Locale } from '@/lib/locale';
import { RestaurantListSchema } from '@/contract/restaurants';

export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (lang: Locale) => ['restaurants', 'list', { lang }] as const,
};

export const restaurantsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: restaurantKeys.list(lang),
    queryFn: ({ signal }) => apiGet('/restaurantes', { schema: RestaurantListSchema, lang, signal }),
  });
