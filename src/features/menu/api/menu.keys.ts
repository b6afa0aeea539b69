import type { Locale } from '@/lib/locale';
import type { WeekRange } from '../week-range';

export const menuKeys = {
  all: ['menu'] as const,
  week: (lang: Locale, range: WeekRange) => ['menu', 'week', { lang, ...range }] as const,
};
