import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';

export const teamKeys = { all: ['team'] as const, list: () => ['team', 'list'] as const };

// The spec lists /sas/equipa without query parameters: names and emails are not translated.
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal, client }) =>
      apiGet('/sas/equipa', {
        schema: () => import('@/contract/team').then((m) => m.TeamSchema),
        signal,
        client,
      }),
  });
