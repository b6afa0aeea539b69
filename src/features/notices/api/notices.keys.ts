import type { Locale } from '@/lib/locale';

export interface NoticeListParams {
  lang: Locale;
  limit: number;
  page: number;
  filter?: string;
}

export const noticeKeys = {
  all: ['notices'] as const,
  list: (params: NoticeListParams) => ['notices', 'list', params] as const,
  detail: (lang: Locale, postName: string) => ['notices', 'detail', { lang, postName }] as const,
};
