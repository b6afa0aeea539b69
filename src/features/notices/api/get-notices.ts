import { queryOptions } from '@tanstack/react-query';
import { apiGet, type ApiCall } from '@/lib/data/api-client';
import { OWNER_ID } from '@/lib/data/constants';
import type { Locale } from '@/lib/locale';
import { noticeKeys, type NoticeListParams } from './notices.keys';

/** Notice list page size (spec section 9). */
export const NOTICES_PAGE_SIZE = 10;

export function getNotices({ lang, limit, page, filter }: NoticeListParams, call: ApiCall = {}) {
  return apiGet('/docavisos', {
    schema: () => import('@/contract/notices').then((m) => m.NoticeListSchema),
    lang,
    ...call,
    params: {
      limit,
      offset: (page - 1) * limit,
      publicado: 1,
      owner: OWNER_ID,
      sort: 'docaviso_datavigor',
      direction: 'DESC',
      filter,
    },
  });
}

export const noticesQueryOptions = (params: NoticeListParams) =>
  queryOptions({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal, client }) => getNotices(params, { signal, client }),
  });

/** Notices on the home slider: 6 per slide, three slides. */
export const HOME_NOTICES_LIMIT = 18;

export const homeNoticesQueryOptions = (lang: Locale) =>
  noticesQueryOptions({ lang, limit: HOME_NOTICES_LIMIT, page: 1 });
