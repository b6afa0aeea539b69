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

// The saved-for-offline view's messages: a catalog of their own (lingui.config.ts), loaded when the view opens.
const savedOfflineLoaders: Record<Locale, () => Promise<Messages>> = {
  pt: () => import('../locales/pt/saved-offline.po').then((m) => m.messages),
  en: () => import('../locales/en/saved-offline.po').then((m) => m.messages),
};
type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const savedOfflineLoading = new Map<Locale, Loading>();

/**
 * Adds the saved-for-offline view's messages to `locale`'s catalog, once. Lingui merges them into the catalog object
 * it holds (`Object.assign`), which is the main catalog's own: a later `activateLocale` back to this language keeps
 * them. The promise is marked fulfilled for React's `use`, which then reads it without suspending.
 */
export function loadSavedOfflineMessages(locale: Locale): Promise<void> {
  const cached = savedOfflineLoading.get(locale);
  if (cached) return cached;
  const loading: Loading = savedOfflineLoaders[locale]().then(
    (messages) => {
      i18n.load(locale, messages);
      Object.assign(loading, { status: 'fulfilled', value: undefined });
    },
    (error: unknown) => {
      savedOfflineLoading.delete(locale);
      throw error;
    },
  );
  savedOfflineLoading.set(locale, loading);
  return loading;
}
