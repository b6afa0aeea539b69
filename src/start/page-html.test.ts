import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { shellHtml } from '../../scripts/app-shell-plugin';
import { pageHtml, withHead } from './page-html';

// The shell as the build writes it: the route-preload script put in by the build's own plugin.
const shell = shellHtml(
  [
    '<!doctype html>',
    '<html lang="pt">',
    '<head><title>SASUMA</title>\n<meta\n  name="description"\n  content="The services."\n/>',
    '<script type="module" src="/assets/index-a.js"></script><link rel="stylesheet" href="/assets/index-a.css"></head>',
    '<body>',
    '<div id="root"><header class="site-header"><div>static</div></header><main><div class="pending-view"></div></main></div>',
    '</body>',
    '</html>',
  ].join('\n'),
  'assets/route-preload-1a2b3c4d.js',
);

const route = {
  html: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Documents</h1><script>scrollTo(0,0)</script></main>',
  locale: 'en' as const,
  head: '<title>Documentation | SASUMA</title><meta name="description" content="Forms and rules."/>',
};

describe('pageHtml', () => {
  const page = pageHtml(shell, '/en/documentacao', route);

  test('[START-01] the route markup replaces the static shell in #root, marked with the URL to hydrate, in its language', () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(
      '<div id="root" data-hydrate="/en/documentacao"><main><h1>Documents</h1></main></div>',
    );
    // The query it was rendered for too, written as an attribute's text.
    expect(pageHtml(shell, '/avisosecomunicados?q="a"&amp;b<', route)).toContain(
      'data-hydrate="/avisosecomunicados?q=&quot;a&quot;&amp;amp;b&lt;"',
    );
    expect(page).not.toContain('pending-view');
  });

  test("[START-02] the route's title and description replace the shell's", () => {
    expect(page).toContain(
      '<title>Documentation | SASUMA</title><meta name="description" content="Forms and rules."/>',
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(() => pageHtml(shell.replace(/<title>[^<]*<\/title>/, ''), '/', route)).toThrow(/<title>/);
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
    const home = pageHtml(shell, '/?q=x', { ...route, locale: 'pt' });
    expect(home).toContain('<link rel="canonical" href="https://sasuma.uma.pt/"/>');
    expect(home).toContain('<meta property="og:url" content="https://sasuma.uma.pt/?q=x"/>');
    expect(home).toContain('<link rel="alternate" hreflang="en" href="https://sasuma.uma.pt/en"/>');
  });

  test("[START-02] a written page takes another URL's head (a shared menu link's day); its #root stays as written", () => {
    const url = '/en/documentacao?dia=2026-11-27';
    const dayPage = withHead(page, url, '<title>Menu: 27 November | SASUMA</title>');
    expect(dayPage.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Menu: 27 November | SASUMA</title>']);
    expect(dayPage).not.toContain('name="description" content="Forms and rules."');
    expect(dayPage).toContain(`<meta property="og:url" content="https://sasuma.uma.pt${url}"/>`);
    expect(dayPage.match(/rel="canonical"/g)).toHaveLength(1);
    expect(dayPage).toContain('<div id="root" data-hydrate="/en/documentacao">');
    expect(() => withHead(shell, url, '<title>x</title>')).toThrow(/no head written by pageHtml/);
    // A hostile query stays text inside its attribute.
    const hostile = withHead(
      page,
      '/en/documentacao?dia="><script>alert(1)</script>&x=\'',
      '<title>x</title>',
    );
    expect(hostile).not.toContain('<script>alert');
    expect(hostile).toMatch(/<meta property="og:url" content="[^"<>]*"\/>/);
  });

  test("the shell's route-preload script is left out: a first visit's chunks load when the entry asks", () => {
    expect(shell).toContain('route-preload');
    expect(page).not.toContain('route-preload');
    expect(page).toContain('<script type="module" src="/assets/index-a.js"></script>');
    // Whatever its attributes; a reference it does not recognize stops the build rather than ship in every page.
    const deferred = shell.replace(
      '<script async src="/assets/route-preload',
      '<script defer src="/assets/route-preload',
    );
    expect(pageHtml(deferred, '/', route)).not.toContain('route-preload');
    const linked = shell.replace(
      '</head>',
      '<link rel="modulepreload" href="/assets/route-preload-1.js"></head>',
    );
    expect(() => pageHtml(linked, '/', route)).toThrow(/route-preload/);
  });

  test('[START-01] its controls are as the app renders them, none disabled to wait for it: the app hydrates them', () => {
    const withControls = pageHtml(shell, '/en/documentacao', {
      ...route,
      html: '<main><a href="/en">Home</a><button type="button">Filters</button><input type="search"/></main>',
    });
    expect(withControls).toContain('<button type="button">Filters</button>');
    expect(withControls).toContain('<input type="search"/>');
    expect(withControls).toContain('<a href="/en">Home</a>');
  });

  test('no inline script (our CSP forbids it); hoisted preloads go to the head', () => {
    expect(page).not.toContain('scrollTo');
    expect(page).toMatch(/<link rel="preload" as="image" href="\/logo.svg"\/>.*<\/head>/s);
  });

  test("the shell's one stylesheet, once; no chunk is preloaded from the HTML", () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head.match(/index-a\.css/g)).toHaveLength(1);
  });

  test('a style attribute fails the build: our CSP (style-src self) would block it', () => {
    expect(() =>
      pageHtml(shell, '/en/documentacao', {
        ...route,
        html: '<div style="min-height:4rem"></div>',
      }),
    ).toThrow(/style attribute/);
  });

  test('the data it was rendered with rides along as a data block that nothing in it can close', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const client = new QueryClient();
    client.setQueryData(['notices', 'list'], { title: hostile });
    const withData = pageHtml(shell, '/en/documentacao', { ...route, data: dehydrate(client) });
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(withData);
    expect(block?.[1]).not.toContain('<');
    const parsed = JSON.parse(block?.[1] ?? '') as ReturnType<typeof dehydrate>;
    expect(parsed.queries[0]?.state.data).toEqual({ title: hostile });
    // After #root, inside the body; a page without data has none.
    expect(withData).toMatch(
      /<\/div><script type="application\/json" id="page-data">.*<\/script>\s*<\/body>/s,
    );
    expect(page).not.toContain('page-data');
  });
});
