import { languageAddresses, SITE_URL } from '@/lib/site-url';

/**
 * The sitemap of the pages the build writes as HTML (build/renderer-plugin.ts), each with its other language's address
 * (hreflang, as the pages' own links say): what a search engine should read, absolute from `VITE_SITE_URL`.
 */
export function sitemapXml(paths: string[]): string {
  const urls = paths.map((path) => {
    const alternates = languageAddresses(path).map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}"/>`,
    );
    return `<url><loc>${escapeAttribute(SITE_URL + path)}</loc>${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read every page; where the sitemap is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
}

/** Text safe inside a double-quoted attribute (or an element's text). */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
