import { queryOptions } from '@tanstack/react-query';
import { apiGet, type ApiCall } from '@/lib/data/api-client';
import type { Locale } from '@/lib/locale';
import { noticeKeys } from './notices.keys';

export function getNotice(lang: Locale, postName: string, call: ApiCall = {}) {
  return apiGet(`/docavisos/${encodeURIComponent(postName)}`, {
    schema: () => import('@/contract/notices').then((m) => m.NoticeSchema),
    lang,
    ...call,
  });
}

export const noticeQueryOptions = (lang: Locale, postName: string) =>
  queryOptions({
    queryKey: noticeKeys.detail(lang, postName),
    queryFn: ({ signal, client }) => getNotice(lang, postName, { signal, client }),
  });
