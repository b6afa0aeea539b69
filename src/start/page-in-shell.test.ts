import { describe, expect, test } from 'vitest';
import { pageInShell } from './page-in-shell';

// The template as the build writes it (index.html).
const shell = [
  '<!doctype html>',
  '<html lang="pt">',
  '<head><meta charset="UTF-8" /><!--app-head--><title>SASUMA</title>\n<meta\n  name="description"\n  content="The services."\n/><!--/app-head-->',
  '<script type="module" src="/assets/index-a.js"></script><link rel="stylesheet" href="/assets/index-a.css"></head>',
  '<body>',
  '<div id="root"><header class="site-header"><div>static</div></header><main><div class="pending-view"></div></main><!--/app-root--></div>',
  '</body>',
  '</html>',
].join('\n');

// As React renders a page in Node: the tags its tree rendered for the head hoisted to the front.
const head =
  '<link rel="preload" as="image" href="/logo.svg"/><title>Documentation | SASUMA</title><meta name="description" content="Forms and rules."/><link rel="canonical" href="https://sasuma.uma.pt/en/documentacao"/>';
const rendered = {
  locale: 'en' as const,
  body: `${head}<main><h1>Documents</h1></main><script nonce="n">self.$_TSR={}</script>`,
};

describe('pageInShell', () => {
  const page = pageInShell(shell, rendered);

  test("[START-01] the rendered page and the router's scripts replace the static shell in #root, in its language", () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(
      '<div id="root"><main><h1>Documents</h1></main><script nonce="n">self.$_TSR={}</script><!--/app-root--></div>',
    );
    expect(page).not.toContain('pending-view');
  });

  test("[START-02] the tags React hoisted (the route's title, description, addresses) replace the shell's head", () => {
    expect(page).toContain(`<!--app-head-->${head}<!--/app-head-->`);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(() => pageInShell(shell.replace('<!--app-head-->', ''), rendered)).toThrow(/markers/);
  });

  test('a shell keeps the markers a page is put in by', () => {
    const shellPage = pageInShell(shell, { ...rendered, body: '<title>SASUMA</title><main>…</main>' });
    expect(shellPage).toContain('<html lang="en">');
    expect(pageInShell(shellPage, rendered)).toBe(page);
  });

  test('a style attribute, which our CSP would block, stops the build', () => {
    expect(() => pageInShell(shell, { ...rendered, body: '<main style="color:red"></main>' })).toThrow(
      /style attribute/,
    );
  });
});
