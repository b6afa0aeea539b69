import { i18n, type Messages } from '@lingui/core';
import { showLanguage } from './document-language';
import type { Locale } from './locale';

// Each locale's compiled catalog is its own small chunk (the Lingui Vite plugin compiles the .po on import), so
// the entry carries neither; the one for the URL's locale is fetched in parallel with the persisted cache.
const loaders: Record<Locale, () => Promise<Messages>> = {
  pt: () => import('../locales/pt/messages.po').then((m) => m.messages),
  en: () => import('../locales/en/messages.po').then((m) => m.messages),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const messages = await loaders[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  if (typeof document !== 'undefined') showLanguage(locale);
}

export { i18n };
