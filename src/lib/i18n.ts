import { i18n, setupI18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { Locale } from './locale';

// Each locale's compiled catalog is its own small chunk (the Lingui Vite plugin compiles the .po on import), so
// the entry carries neither; the one for the URL's locale is fetched in parallel with the persisted cache.
const loaders: Record<Locale, () => Promise<Messages>> = {
  pt: () => import('../locales/pt/messages.po').then((m) => m.messages),
  en: () => import('../locales/en/messages.po').then((m) => m.messages),
};

/** Each language's messages as loaded so far (main catalog and parts), for `translateIn`. */
const catalogs: Partial<Record<Locale, Messages>> = {};
const keep = (locale: Locale, messages: Messages) =>
  (catalogs[locale] = { ...catalogs[locale], ...messages });

/** The languages whose main catalog is in `catalogs` (another may have activated `i18n` with messages of its own). */
const loaded = new Set<Locale>();

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    keep(locale, await loaders[locale]());
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.loadAndActivate({ locale, messages: catalogs[locale] ?? {} });
  // `<html lang>` follows a switch of language in the app, as that language's own HTML has it (the head's tags, the
  // manifest among them, follow the routes' head(): src/components/layout/browser-head.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };

/** Adds messages to a language's catalog (a part loaded on its own, as src/lib/page-head.ts does in Node). */
export function addMessages(locale: Locale, messages: Messages): void {
  keep(locale, messages);
  i18n.load(locale, messages);
}

/**
 * A message in a given language, whichever is active: our server renders pages of both languages at once, and a
 * route's `head()` runs between two awaits of the router's load, where another page may have switched `i18n`.
 */
export function translateIn(locale: Locale, descriptor: MessageDescriptor): string {
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] ?? {} } })._(descriptor);
}

// Catalogs of their own (lingui.config.ts), loaded with the part that shows them, not on every start: the
// saved-for-offline view's (a dialog few open), the alerts screen's and the food page's "my diet" form (loaded when
// the page is idle).
const partLoaders = {
  'saved-offline': {
    pt: () => import('../locales/pt/saved-offline.po').then((m) => m.messages),
    en: () => import('../locales/en/saved-offline.po').then((m) => m.messages),
  },
  alerts: {
    pt: () => import('../locales/pt/alerts.po').then((m) => m.messages),
    en: () => import('../locales/en/alerts.po').then((m) => m.messages),
  },
  'my-diet': {
    pt: () => import('../locales/pt/my-diet.po').then((m) => m.messages),
    en: () => import('../locales/en/my-diet.po').then((m) => m.messages),
  },
} satisfies Record<string, Record<Locale, () => Promise<Messages>>>;
type Part = keyof typeof partLoaders;
type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const partLoading = new Map<string, Loading>();

/**
 * Adds a part's messages to `locale`'s catalog, once. Lingui merges them into the catalog object it holds
 * (`Object.assign`), which is the main catalog's own: a later `activateLocale` back to this language keeps them. The
 * promise is marked fulfilled for React's `use`, which then reads it without suspending.
 */
export function loadPartMessages(part: Part, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`;
  const cached = partLoading.get(key);
  if (cached) return cached;
  const loading: Loading = partLoaders[part][locale]().then(
    (messages) => {
      keep(locale, messages);
      i18n.load(locale, messages);
      Object.assign(loading, { status: 'fulfilled', value: undefined });
    },
    (error: unknown) => {
      partLoading.delete(key);
      throw error;
    },
  );
  partLoading.set(key, loading);
  return loading;
}

export const loadSavedOfflineMessages = (locale: Locale) => loadPartMessages('saved-offline', locale);
