import type { Locale } from '@/lib/locale';
import { addressTags } from './page-addresses';

/** Where the build's shell (index.html) takes the rendered head and page: markers, no parsing. */
const HEAD_MARK = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_OPEN = '<div id="root">';
const ROOT_END = '<!--/app-root-->';

/** A page as the router rendered it in Node (src/start/server.tsx). */
export interface RenderedPage {
  locale: Locale;
  /** The route's head tags (title, description, Open Graph): they replace the shell's title and description. */
  head: string;
  /** The app's markup and the router's hydration scripts, for #root. */
  body: string;
}

/**
 * A rendered page put into a template (the build's index.html) or a shell rendered from it: in its language, the
 * route's head in place of the template's, then the page's own address tags (`url`: path and query; none for a shell,
 * which answers any address), the app in #root; the markers stay, so a shell is a template too. React hoists the
 * resources it preloads (the banner image) to the front of its markup: they go in the head. The template's stylesheet
 * styles it (`cssCodeSplit: false`, vite.config.ts).
 */
export function pageInShell(shell: string, url: string | undefined, page: RenderedPage): string {
  const hoisted = /^(?:<link[^>]*>)*/.exec(page.body)?.[0] ?? '';
  const body = page.body.slice(hoisted.length);
  if (hasStyleAttribute(body)) throw new Error(`${url ?? 'shell'}: a style attribute would break the CSP`);
  const headAt = shell.indexOf(HEAD_MARK);
  const headEnd = shell.indexOf(HEAD_END);
  const start = shell.indexOf(ROOT_OPEN);
  const end = shell.indexOf(ROOT_END);
  if (headAt < 0 || headEnd < headAt || start < headEnd || end < start)
    throw new Error('index.html: no app-head / #root markers');
  return (
    shell.slice(0, headAt + HEAD_MARK.length).replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`) +
    page.head +
    (url === undefined ? '' : addressTags(url)) +
    shell.slice(headEnd, start + ROOT_OPEN.length) +
    body +
    shell.slice(end)
  ).replace('</head>', () => `${hoisted}</head>`);
}

/** Our CSP (style-src 'self') blocks style attributes in HTML; React sets them through the DOM, which it allows. */
function hasStyleAttribute(html: string): boolean {
  return /<[^>]+\sstyle="/.test(html);
}
