import { useLingui } from '@lingui/react';
import { paramForLocale, type Locale } from './locale';

/** The active locale; the lang route activates it from the URL before anything renders. */
export function useLocale(): Locale {
  return useLingui().i18n.locale === 'en' ? 'en' : 'pt';
}

/** The `{-$lang}` param for links that stay in the current language. */
export function useLangParam(): 'en' | undefined {
  return paramForLocale(useLocale());
}
