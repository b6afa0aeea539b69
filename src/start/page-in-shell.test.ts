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

const rendered = {
  body: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Documents</h1></main><script nonce="n">self.$_TSR={}</script>',
  locale: 'en' as const,
  head: '<title>Documentation | SASUMA</title><meta name="description" content="Forms and rules."/>',
};

describe('pageInShell', () => {
  const page = pageInShell(shell, '/en/documentacao', rendered);

  test("[START-01] the rendered page and the router's scripts replace the static shell in #root, in its language", () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(
      '<div id="root"><main><h1>Documents</h1></main><script nonce="n">self.$_TSR={}</script><!--/app-root--></div>',
    );
    expect(page).not.toContain('pending-view');
    // What React hoists (a preloaded image) goes in the head.
    expect(page).toMatch(/<link rel="preload" as="image" href="\/logo.svg"\/><\/head>/);
  });

  test("[START-02] the route's title and description replace the shell's", () => {
    expect(page).toContain(
      '<title>Documentation | SASUMA</title><meta name="description" content="Forms and rules."/>',
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(() => pageInShell(shell.replace('<!--app-head-->', ''), '/', rendered)).toThrow(/markers/);
  });

  test("[START-02] the page names its own address and its other language's, absolute, without the query", () => {
    expect(page).toContain('<link rel="canonical" href="https://sasuma.uma.pt/en/documentacao"/>');
    expect(page).toContain('<meta property="og:url" content="https://sasuma.uma.pt/en/documentacao"/>');
    expect(page).toContain('<link rel="alternate" hreflang="pt" href="https://sasuma.uma.pt/documentacao"/>');
    expect(page).toContain(
      '<link rel="alternate" hreflang="en" href="https://sasuma.uma.pt/en/documentacao"/>',
    );
    expect(page).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://sasuma.uma.pt/documentacao"/>',
    );
    const home = pageInShell(shell, '/?q=x', { ...rendered, locale: 'pt' });
    expect(home).toContain('<link rel="canonical" href="https://sasuma.uma.pt/"/>');
    expect(home).toContain('<meta property="og:url" content="https://sasuma.uma.pt/?q=x"/>');
    expect(home).toContain('<link rel="alternate" hreflang="en" href="https://sasuma.uma.pt/en"/>');
    // A hostile query stays text inside its attribute.
    const hostile = pageInShell(shell, '/en/documentacao?dia="><script>alert(1)</script>&x=\'', rendered);
    expect(hostile).not.toContain('<script>alert');
    expect(hostile).toMatch(/<meta property="og:url" content="[^"<>]*"\/>/);
  });

  test('a shell answers any address: it names none, and keeps the markers a page is put in by', () => {
    const shellPage = pageInShell(shell, undefined, { ...rendered, body: '<main>…</main>' });
    expect(shellPage).not.toContain('canonical');
    expect(shellPage).toContain('<html lang="en">');
    const again = pageInShell(shellPage, '/en/documentacao', rendered);
    expect(again).toBe(page);
  });

  test('a style attribute, which our CSP would block, stops the build', () => {
    expect(() => pageInShell(shell, '/', { ...rendered, body: '<main style="color:red"></main>' })).toThrow(
      /style attribute/,
    );
  });
});
