/**
 * The site's public address (`VITE_SITE_URL` at build, checked by scripts/build-env.ts; no trailing slash): what the
 * HTML written in advance names in the tags a shared link shows (og:url, og:image, canonical), which must be absolute.
 */
export const SITE_URL = (import.meta.env.VITE_SITE_URL || 'https://sasuma.uma.pt').replace(/\/+$/, '');

/** The social card (`npm run icons`, scripts/social-card.ts): the picture a shared link shows. */
export const SOCIAL_CARD = { path: '/images/social-card.png', width: 1200, height: 630 } as const;
