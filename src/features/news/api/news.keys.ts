import type { Locale } from '@/lib/locale';

export interface NewsListParams {
  lang: Locale;
  limit: number;
  page: number;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (params: NewsListParams) => ['news', 'list', params] as const,
  mostViewed: (lang: Locale, limit: number) => ['news', 'most-viewed', { lang, limit }] as const,
  detail: (lang: Locale, name: string) => ['news', 'detail', { lang, name }] as const,
};
