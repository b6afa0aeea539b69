/**
 * What the page and its service worker must agree on. Both import this module, so it stays free of React and zod
 * (the service worker bundle would carry them).
 */

/** The service worker's caches, one per kind of content, each with its own expiry. */
export const CACHE_NAMES = {
  api: 'sasuma-api-v1',
  images: 'sasuma-images-v1',
  documents: 'sasuma-documents-v1',
  /** The pages the student opened, as the server rendered them (HTML with their dehydrated data). */
  pages: 'sasuma-pages-v1',
  /** The student's choices the worker reads before any page: the language chosen with the switch. */
  settings: 'sasuma-settings-v1',
} as const;

/**
 * On an API answer the worker kept: when it was fetched from the server (epoch ms, the device's clock). An answer read
 * from the worker's cache is that old, not new (src/lib/answer-age.ts).
 */
export const FETCHED_AT_HEADER = 'X-Sasuma-Fetched-At';

/** The language chosen with the switch, in the settings cache (a URL of this origin no page or file has). */
export const LANGUAGE_ENTRY = '/__sasuma/language';

/**
 * Where the content API and the forms API live: `VITE_API_BASE` / `VITE_FORMS_API_BASE` as Vite inlined them at
 * build, else this server's `/api`. The page validates them at start (src/lib/data/env.ts).
 */
export const API_BASES = {
  content: import.meta.env.VITE_API_BASE || '/api',
  forms: import.meta.env.VITE_FORMS_API_BASE || '/api',
};
