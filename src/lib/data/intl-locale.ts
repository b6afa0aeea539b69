import type { Locale } from '../locale';

/** The CLDR locale of the app's dates in words (`Intl.DateTimeFormat`, lib/dates.ts). */
export const intlLocales: Record<Locale, string> = { pt: 'pt-PT', en: 'en-GB' };
