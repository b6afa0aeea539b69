export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The `{-$lang}` route param: absent means Portuguese, `en` means English, anything else is not a locale. */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined || param === '') return 'pt';
  return param === 'en' ? 'en' : null;
}

/** The route param for a locale: Portuguese lives at the root, so its param is omitted. */
export function paramForLocale(locale: Locale): 'en' | undefined {
  return locale === 'en' ? 'en' : undefined;
}

export function localeFromPathname(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt';
}

/** The same page in another locale: `/alimentacao` <-> `/en/alimentacao`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const bare = localeFromPathname(pathname) === 'en' ? pathname.slice(3) || '/' : pathname;
  if (target === 'pt') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** The locale of a route under `{-$lang}` (the lang route has already rejected anything but `en`). */
export function routeLocale(params: { lang?: string }): Locale {
  return localeFromParam(params.lang) ?? 'pt';
}
