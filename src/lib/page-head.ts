import { addMessages, translateIn } from './i18n';
import type { Locale } from './locale';
import { pageTitles, homeDocumentTitle, type PageKey } from './page-titles';
import { languageAddresses, SITE_URL, SOCIAL_CARD } from './site-url';

type Meta = Record<string, string>;

/**
 * The descriptions and their catalog (`page-heads`, lingui.config.ts), loaded in Node only: the browser build drops
 * this (`import.meta.env.SSR` is false there), so no start of the app pays for text it never shows.
 */
async function descriptionsIn(locale: Locale) {
  const [{ pageDescriptions }, { messages }] = await Promise.all([
    import('./page-descriptions'),
    locale === 'en' ? import('../locales/en/page-heads.po') : import('../locales/pt/page-heads.po'),
  ]);
  addMessages(locale, messages);
  return pageDescriptions;
}

/**
 * A route's `head()`: its title in its own language, in the page's HTML (build/renderer-plugin.ts, our server's lists)
 * and in the running app (BrowserHead, src/components/layout/browser-head.tsx); the HTML also gets the description and the Open
 * Graph tags a shared link shows. `itemTitle` names a detail page (a notice, a news item, a scholarship).
 */
export async function pageHead(locale: Locale, page: PageKey, itemTitle?: string) {
  const name = itemTitle ?? translateIn(locale, pageTitles[page]);
  const title = page === 'home' ? translateIn(locale, homeDocumentTitle) : `${name} | SASUMA`;
  const meta: Meta[] = [{ title }];
  // Only the HTML the build and our server write needs these (the app never shows them).
  if (import.meta.env.SSR) {
    const pageDescriptions = await descriptionsIn(locale);
    const description = translateIn(locale, pageDescriptions[page]);
    meta.push(
      { name: 'description', content: description },
      { property: 'og:title', content: page === 'home' ? title : name },
      { property: 'og:description', content: description },
      { property: 'og:type', content: itemTitle ? 'article' : 'website' },
      { property: 'og:site_name', content: 'SASUMA' },
      { property: 'og:locale', content: locale === 'pt' ? 'pt_PT' : 'en_GB' },
      // The picture a shared link shows, wide: chat apps and social sites crop to 1.91:1.
      { property: 'og:image', content: SITE_URL + SOCIAL_CARD.path },
      { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
      { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
      { property: 'og:image:alt', content: translateIn(locale, homeDocumentTitle) },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  }
  return { meta };
}

/**
 * The page's own address and its other language's, absolute, for the HTML the build and our server write (the app
 * never shows them). The canonical one (search engines) leaves the query out (a page of a list, a search), so every
 * view of a list names the list; og:url keeps it, since a link's preview reads the page at og:url, and a shared menu
 * link's is its day's. `search` is the query as the router writes it.
 */
export function pageAddresses(pathname: string, search: string) {
  const path = pathname.replace(/(.)\/$/, '$1');
  return {
    links: [
      { rel: 'canonical', href: SITE_URL + path },
      ...languageAddresses(path).map(({ hreflang, href }) => ({
        rel: 'alternate',
        hrefLang: hreflang,
        href,
      })),
    ],
    meta: [{ property: 'og:url', content: SITE_URL + path + search }],
  };
}
