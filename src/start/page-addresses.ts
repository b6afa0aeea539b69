import { languageAddresses, SITE_URL } from '@/lib/site-url';

/**
 * The page's own address and its other language's, absolute. The canonical one (search engines) leaves the query out
 * (a page of a list, a search), so every view of a list names the list; og:url keeps it, since a link's preview reads
 * the page at og:url, and a shared menu link's is its day's.
 */
export function addressTags(url: string): string {
  const { pathname, search } = new URL(url, SITE_URL);
  const at = (path: string) => escapeAttribute(SITE_URL + path);
  return [
    `<link rel="canonical" href="${at(pathname)}"/>`,
    `<meta property="og:url" content="${at(pathname + search)}"/>`,
    ...languageAddresses(pathname).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}"/>`,
    ),
  ].join('');
}

/** Text safe inside a double-quoted attribute (or an element's text). */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
