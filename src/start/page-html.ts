import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@/lib/constants';
import { hasStyleAttribute, withoutScripts } from './html-until-start';
import type { Locale } from '@/lib/locale';
import { HYDRATE_ATTRIBUTE } from '@/lib/prerender';
import { languageAddresses, SITE_URL } from '@/lib/site-url';

/** A route rendered in Node (render-route.tsx). */
export interface RenderedRoute {
  /** The markup of #root: the app as it first renders that route, every section still loading. */
  html: string;
  locale: Locale;
  /** The route's head tags (title, description, Open Graph): they replace the shell's title and description. */
  head: string;
  /** The answers it was rendered with (renderWithData): the app starts from them. */
  data?: DehydratedState;
}

/**
 * A route's page: shell.html with the route's markup in #root, marked with the URL it was rendered for (`url`: path
 * and query), which src/main.tsx hydrates when it is the page's own, and its language; with the data it was rendered with, if any (the app's first render must show the same list). The
 * shell's one stylesheet styles it (`cssCodeSplit: false`, vite.config.ts). Its chunks are not preloaded from the
 * HTML: src/main.tsx asks for them at start, and preloading them here put first paint 0.4–0.9 s later in
 * Lighthouse's simulation (decision 014); so the shell's route-preload script is left out (it doubled Lighthouse's
 * TBT on home and food: their chunks compiled while the page was being read, decision 017).
 */
export function pageHtml(shell: string, url: string, route: RenderedRoute): string {
  // React hoists the resources it preloads (the banner image) to the front of its markup: they belong in the head.
  const hoisted = /^(?:<link[^>]*>)*/.exec(route.html)?.[0] ?? '';
  const body = withoutScripts(route.html.slice(hoisted.length));
  if (hasStyleAttribute(body)) throw new Error(`${url}: a style attribute would break the CSP`);
  const root = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
  if (!root.test(shell)) throw new Error('shell.html: no <div id="root"> before </body>');
  const withoutRoutePreload = shell.replace(
    /<script\b[^>]*\ssrc="\/assets\/route-preload-[^"]+"[^>]*><\/script>/,
    '',
  );
  // A script written another way would stay in every prerendered page, unseen but in Lighthouse (decision 019).
  if (withoutRoutePreload.includes('/assets/route-preload-'))
    throw new Error('shell.html: a route-preload script this does not recognize');
  const shellHead = /<title>[^<]*<\/title>\s*<meta\s+name="description"[^>]*>/;
  if (!shellHead.test(withoutRoutePreload))
    throw new Error('shell.html: no <title> and description to replace');
  return withoutRoutePreload
    .replace(/<html lang="[^"]*">/, `<html lang="${route.locale}">`)
    .replace(shellHead, () => route.head + addressTags(url))
    .replace('</head>', `${hoisted}</head>`)
    .replace(
      root,
      () =>
        `<div id="root" ${HYDRATE_ATTRIBUTE}="${escapeAttribute(url)}">${body}</div>${dataScript(route.data)}`,
    );
}

/** The head pageHtml writes: the route's tags (from its title on), then the address tags (last the x-default). */
const WRITTEN_HEAD = /<title>[^<]*<\/title>[\s\S]*?<link rel="alternate" hreflang="x-default"[^>]*>/;

/**
 * A page pageHtml wrote, with the head of another URL of it (`url`: a query its route's head reads, such as a shared
 * menu link's day): our server sends it so (server/src/page-render.ts). Its #root stays as written, marked with the
 * URL it was written for, so the app replaces it rather than hydrate it.
 */
export function withHead(page: string, url: string, head: string): string {
  if (!WRITTEN_HEAD.test(page)) throw new Error(`${url}: the page has no head written by pageHtml`);
  return page.replace(WRITTEN_HEAD, () => head + addressTags(url));
}

/**
 * The page's own address and its other language's, absolute. The canonical one (search engines) leaves the query out
 * (a page of a list, a search), so every view of a list names the list; og:url keeps it, since a link's preview reads
 * the page at og:url, and a shared menu link's is its day's.
 */
function addressTags(url: string): string {
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

/**
 * A JSON data block: never run, so our CSP (script-src 'self') allows it. `<` is escaped so text in the data cannot
 * close the element (`</script>`) or open a comment.
 */
function dataScript(data: unknown): string {
  if (data === undefined) return '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** Text safe inside a double-quoted attribute (or an element's text). */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
