import { useRouterState } from '@tanstack/react-router';

/**
 * The routes' `head()` in the running app: the page's title and its language's manifest, which React keeps in
 * <head> (it takes over the HTML's own, written by HeadContent in the server's render) as the page or its language
 * changes. HeadContent itself in the browser was 1.3 KB gzip more in the entry, over its 110 KB budget, for two tags
 * the app ever changes (the other tags are for crawlers and link previews, which read the HTML).
 */
export function BrowserHead() {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .map((meta) => meta?.title)
        .filter((value): value is string => typeof value === 'string')
        .at(-1),
  });
  const manifest = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.links ?? []).find((link) => link?.rel === 'manifest')?.href,
  });
  return (
    <>
      {title ? <title>{title}</title> : null}
      {manifest ? <link rel="manifest" href={manifest} /> : null}
    </>
  );
}
