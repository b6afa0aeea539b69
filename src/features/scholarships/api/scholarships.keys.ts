import type { Locale } from '@/lib/locale';

export const scholarshipKeys = {
  all: ['scholarships'] as const,
  list: (lang: Locale) => ['scholarships', 'list', { lang }] as const,
  detail: (lang: Locale, slug: string) => ['scholarships', 'detail', { lang, slug }] as const,
};
