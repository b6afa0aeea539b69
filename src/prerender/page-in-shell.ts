import type { Locale } from '@/lib/locale';
import { addressTags } from './page-addresses';

/** Where the build's shell (index.html) takes the rendered head and page: markers, no parsing. */
const HEAD_MARK = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_OPEN = '<div id="root">';
const ROOT_END = '<!--/app-root-->';

/** A page as the router rendered it in Node (src/prerender/render-route.tsx). */
export interface RenderedPage {
  locale: Locale;
  /** The route's head tags (title, description, Open Graph): they replace the shell's title and description. */
  head: string;
  /** The app's markup and the router's hydration scripts, for #root. */
  body: string;
}

/**
 * A rendered page put into the build's shell: in its language, the route's head in place of the shell's title and
 * description, then the page's own address tags (`url`: path and query), the app in #root. React hoists the resources
 * it preloads (the banner image) to the front of its markup: they go in the head. The shell's stylesheet styles it
 * (`cssCodeSplit: false`, vite.config.ts). Its chunks are not preloaded from the HTML: the shell's route-preload script
 * is left out (preloading them put first paint 0.4–0.9 s later in Lighthouse's simulation, decision 014, and doubled
 * its TBT on home and food, decision 017).
 */
export function pageInShell(shell: string, url: string, page: RenderedPage): string {
  const hoisted = /^(?:<link[^>]*>)*/.exec(page.body)?.[0] ?? '';
  const body = page.body.slice(hoisted.length);
  if (hasStyleAttribute(body)) throw new Error(`${url}: a style attribute would break the CSP`);
  const withoutRoutePreload = shell.replace(
    /<script\b[^>]*\ssrc="\/assets\/route-preload-[^"]+"[^>]*><\/script>/,
    '',
  );
  // A script written another way would stay in every page, unseen but in Lighthouse (decision 019).
  if (withoutRoutePreload.includes('/assets/route-preload-'))
    throw new Error('shell.html: a route-preload script this does not recognize');
  const headAt = withoutRoutePreload.indexOf(HEAD_MARK);
  const headEnd = withoutRoutePreload.indexOf(HEAD_END);
  const start = withoutRoutePreload.indexOf(ROOT_OPEN);
  const end = withoutRoutePreload.indexOf(ROOT_END);
  if (headAt < 0 || headEnd < headAt || start < headEnd || end < start)
    throw new Error('shell.html: no app-head / #root markers');
  return (
    withoutRoutePreload.slice(0, headAt).replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`) +
    page.head +
    addressTags(url) +
    withoutRoutePreload.slice(headEnd + HEAD_END.length, start + ROOT_OPEN.length) +
    body +
    withoutRoutePreload.slice(end)
  ).replace('</head>', () => `${hoisted}</head>`);
}

/** Our CSP (style-src 'self') blocks style attributes in HTML; React sets them through the DOM, which it allows. */
function hasStyleAttribute(html: string): boolean {
  return /<[^>]+\sstyle="/.test(html);
}
