import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/data/api-client';
import type { Locale } from '@/lib/locale';
import type { WeekRange } from '../week-range';
import { menuKeys } from './menu.keys';

export const weekMenuQueryOptions = (lang: Locale, range: WeekRange) =>
  queryOptions({
    queryKey: menuKeys.week(lang, range),
    queryFn: ({ signal, client }) =>
      apiGet('/ementas', {
        schema: () => import('@/contract/menus').then((m) => m.WeekMenuSchema),
        lang,
        signal,
        client,
        params: { startdate: range.startdate, enddate: range.enddate },
      }),
  });
