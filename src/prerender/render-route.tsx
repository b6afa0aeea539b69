import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '@/app/query-client';
import { activateLocale } from '@/lib/i18n';
import { locales, localeFromPathname, type Locale } from '@/lib/locale';
import { AppRoot } from '../app-root';
import { createAppRouter } from '../router';

export interface RenderedRoute {
  /** The markup of #root: the app as it first renders that route, every section still loading. */
  html: string;
  locale: Locale;
}

/** Every page the build writes as HTML: the routes marked `staticData.prerender`, in each language. */
export function prerenderPaths(): string[] {
  const router = createAppRouter(createQueryClient());
  const bare = Object.values(router.routesById)
    .filter((route) => route.options.staticData?.prerender)
    .map((route) => route.fullPath.replace(/^\/\{-\$lang\}/, '').replace(/\/$/, '') || '/');
  return locales.flatMap((locale) =>
    bare.map((path) => (locale === 'pt' ? path : path === '/' ? '/en' : `/en${path}`)),
  );
}

/**
 * Renders one route in Node at build time (scripts/prerender.ts). The caller holds every API request back (a fetch
 * that never answers), so each section renders its loading state, as a first visit shows it before the data.
 */
export async function renderRoute(pathname: string): Promise<RenderedRoute> {
  const locale = localeFromPathname(pathname);
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [pathname] }));
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`${pathname}: ${failed.routeId} is ${failed.status}`, { cause: failed.error });
  const html = renderToString(<AppRoot queryClient={queryClient} router={router} />);
  queryClient.clear();
  return { html, locale };
}
