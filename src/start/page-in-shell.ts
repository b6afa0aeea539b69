import type { Locale } from '@/lib/locale';

/** Where the build's shell (index.html) takes the rendered head and page: markers, no parsing. */
const HEAD_MARK = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_OPEN = '<div id="root">';
const ROOT_END = '<!--/app-root-->';

/** What React puts first in a render of #root: the head's tags the tree rendered (title, meta, link), hoisted. */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)*/;

/** A page (or a shell) as React rendered it in Node: its head's tags first, then the app and the router's scripts. */
export interface RenderedPage {
  locale: Locale;
  body: string;
}

/**
 * A rendered page put into a template (the build's index.html) or a shell rendered from it: in its language, the
 * tags React hoisted (the routes' `head()`, a shell's own, a preloaded image) in place of the template's head, the
 * rest in #root; the markers stay, so a shell is a template too. The template's stylesheet styles it
 * (`cssCodeSplit: false`, vite.config.ts).
 */
export function pageInShell(shell: string, { locale, body }: RenderedPage): string {
  const head = HOISTED.exec(body)?.[0] ?? '';
  const app = body.slice(head.length);
  if (/<[^>]+\sstyle="/.test(app)) throw new Error(`${locale} page: a style attribute would break the CSP`);
  const headAt = shell.indexOf(HEAD_MARK);
  const headEnd = shell.indexOf(HEAD_END);
  const start = shell.indexOf(ROOT_OPEN);
  const end = shell.indexOf(ROOT_END);
  if (headAt < 0 || headEnd < headAt || start < headEnd || end < start)
    throw new Error('index.html: no app-head / #root markers');
  return (
    shell.slice(0, headAt + HEAD_MARK.length).replace(/<html lang="[^"]*">/, `<html lang="${locale}">`) +
    head +
    shell.slice(headEnd, start + ROOT_OPEN.length) +
    app +
    shell.slice(end)
  );
}
