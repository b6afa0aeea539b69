import type { Locale } from './locale';

/*
 * The build's files that come once per language (decision 025). The build (scripts/), the page and the service worker
 * read these, so this module stays free of React and Lingui.
 */

/** The page for the app routes the build does not write as HTML, offline every route (build/renderer-plugin.ts). */
export function shellFile(locale: Locale): string {
  return locale === 'en' ? 'en/shell.html' : 'shell.html';
}

/** The web app manifest each language's pages link: an app installed from an English page opens in English. */
export function manifestHref(locale: Locale): string {
  return locale === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest';
}

/** Where each language's installed app opens (its manifest's `start_url`). */
export const startPaths: Record<Locale, string> = { pt: '/', en: '/en' };
