import { switchLocalePath } from './locale';

/**
 * The site's public address (`VITE_SITE_URL` at build, checked by build/env.ts; no trailing slash): what the
 * HTML written in advance names in the tags a shared link shows (og:url, og:image, canonical), which must be absolute.
 */
export const SITE_URL = (import.meta.env.VITE_SITE_URL || 'https://sasuma.uma.pt').replace(/\/+$/, '');

/**
 * A page's address in each language, absolute, as `hreflang` names them (x-default: Portuguese, the site's own): the
 * pages' language links (src/start/page-addresses.ts) and the sitemap (src/start/sitemap.ts) say the same.
 */
export function languageAddresses(pathname: string): { hreflang: string; href: string }[] {
  const pt = SITE_URL + switchLocalePath(pathname, 'pt');
  return [
    { hreflang: 'pt', href: pt },
    { hreflang: 'en', href: SITE_URL + switchLocalePath(pathname, 'en') },
    { hreflang: 'x-default', href: pt },
  ];
}

/** The social card (`npm run icons`, scripts/social-card.ts): the picture a shared link shows. */
export const SOCIAL_CARD = { path: '/images/social-card.png', width: 1200, height: 630 } as const;
