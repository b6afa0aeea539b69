import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PageRenderer } from '@/contract/page-renderer';
import * as renderer from './server';
import { prerenderPaths, renderPage, renderShell, sanitizeWithWindow } from './server';

// What the build and our server import at run time is this module: its shape is the contract's (a type error here).
renderer satisfies PageRenderer;

// The template as the build writes it (index.html's markers).
const shell = [
  '<!doctype html>',
  '<html lang="pt">',
  '<head><meta charset="UTF-8" /><!--app-head--><title>SASUMA</title><meta name="description" content="x"/><!--/app-head-->',
  '<script type="module" src="/assets/index-a.js"></script></head>',
  '<body><div id="root"><main><div class="pending-view"></div></main><!--/app-root--></div></body>',
  '</html>',
].join('');
const render = (url: string, options?: Parameters<typeof renderPage>[2]) =>
  renderPage(new Request(`http://localhost${url}`), shell, options);
/** #root's markup: the app and the router's scripts. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

// As at build (build/renderer-plugin.ts): no DOM, and the API held back by the renderer, so every section shows its
// loading state. The global fetch is never the render's way to the API.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('a render used the global fetch')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prerendered first screens', () => {
  test('the routes marked for it, in both languages', () => {
    expect(prerenderPaths().sort()).toEqual(
      [
        '/',
        '/acessibilidade',
        '/alimentacao',
        '/avisosecomunicados',
        '/documentacao',
        '/noticiassas',
        '/privacidade',
        '/en',
        '/en/acessibilidade',
        '/en/alimentacao',
        '/en/avisosecomunicados',
        '/en/documentacao',
        '/en/noticiassas',
        '/en/privacidade',
      ].sort(),
    );
  });

  test("[LAW-01] the accessibility statement is written as HTML with the AMA generator's markup, which the observatory reads without running scripts", async () => {
    for (const [path, status] of [
      ['/acessibilidade', 'parcialmente conforme'],
      ['/en/acessibilidade', 'partially conformant'],
    ] as const) {
      const { document } = new JSDOM((await render(path)).html).window;
      // The observatory's parser takes a page for a statement made with the generator when all of these are there.
      for (const selector of [
        '.mr-manual-summary',
        '.mr-date',
        '.mr',
        '.mr-conformance-status',
        '.mr-t-type',
      ])
        expect(document.querySelector(selector), `${path} ${selector}`).not.toBeNull();
      expect(document.querySelector('[name=conformance-output]')?.textContent).toBe(status);
      expect(document.querySelector('.mr.mr-e-name')?.childNodes[0]?.textContent).toBe(
        'Universidade da Madeira',
      );
      expect(document.querySelector('[name=siteurl]')?.getAttribute('href')).toMatch(/^https:\/\//);
      // It reads the date with `new Date(text)`.
      const date = document.querySelector('.mr.mr-date')?.textContent ?? '';
      expect(Number.isNaN(new Date(date).valueOf())).toBe(false);
      expect(document.querySelector('#accstmnt_orginfo_contacts_summary dd')?.textContent).toMatch(
        /@uma\.pt$/,
      );
      expect(document.querySelectorAll('#non-conformance-sections > li').length).toBeGreaterThan(0);
      expect(document.querySelector('h1')?.textContent?.toLowerCase()).toContain(
        path.startsWith('/en') ? 'accessibility' : 'declaração de acessibilidade',
      );
    }
  });

  test("[START-01] home in English: the layout and the sections loading; nothing of the build's clock, at any hour", async () => {
    const page = await render('/en');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    const html = rootOf(page.html);
    expect(html).toContain('Today at the canteen');
    expect(html).toContain('Loading…');
    expect(html).toContain('href="/en/alimentacao"');
    // The next meal and the week's days would be the build's, not the reader's: the link to the week names no day
    // (the app's render after hydration does), and no status or meal is there.
    expect(html).toMatch(/<p class="today-canteen__more"><a[^>]* href="\/en\/alimentacao">/);
    expect(html).not.toContain('today-canteen__when');
    expect(html).not.toContain('today-canteen__status');
    // The week's menu at the foot of the page loads when the app is idle (LazyWeekMenu): its place, as in the app's
    // first render.
    expect(html).toMatch(
      /<section class="week-menu week-menu--placeholder"[^>]*><h2[^>]*>This week&#x27;s menu<\/h2>/,
    );
    expect(html).not.toContain('class="week-carousel"');
  });

  test('a list in Portuguese: its title and its place held while loading', async () => {
    const page = await render('/documentacao');
    expect(page.html).toContain('<html lang="pt">');
    const html = rootOf(page.html);
    expect(html).toMatch(/<h1[^>]*>Documentação<\/h1>/);
    expect(html).toContain('A carregar…');
    // The layout's lazy parts are their placeholders, as in the app's first render, whichever page came before.
    expect(html).toContain('class="quick-links-placeholder"');
    expect(html).not.toContain('class="quick-links"');
  });
});

// As on our server (server/src/page-render.ts): the API answers, and a DOM is lent to sanitize its HTML with.
describe('a list rendered with its data', () => {
  const notice = (n: number) => ({
    post_name: `aviso-${n}`,
    post_title: `Aviso n.º ${n}`,
    docaviso_descricao: `<p>Texto ${n}</p><img src="x" onerror="alert(1)">`,
    docaviso_datavigor: '2026-03-01',
    docaviso_ficheiros: [],
  });
  const asked: string[] = [];
  const api = (request: Request) => {
    asked.push(request.url);
    const body = request.url.includes('/docavisos') ? { data: [notice(1), notice(2)], total: 12 } : {};
    return Response.json(body);
  };
  beforeEach(async () => {
    asked.length = 0;
    sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);
  });

  test('[NOT-02] notices: the rows of the page asked for, sanitized, and the answer they were rendered from', async () => {
    const page = await render('/en/avisosecomunicados?page=2', { api, nonce: 'n0nce' });
    expect(page.status).toBe(200);
    expect(asked).toEqual([expect.stringContaining('/api/docavisos?limit=10&offset=10&')]);
    expect(asked[0]).toContain('idioma=en');
    expect(page.html).toContain('<html lang="en">');
    const html = rootOf(page.html);
    // The rows sanitized; the answer as it came is in the router's state, from which the app renders them likewise.
    const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('Aviso n.º 2');
    expect(markup).toContain('<p>Texto 1</p>');
    expect(markup).not.toContain('onerror');
    expect(html).not.toContain('Loading…');
    // The router's state, with the list's answer under its query's key, in scripts that carry the answer's nonce.
    expect(page.scripts.join('')).toContain('$_TSR');
    expect(page.scripts.join('')).toContain('Aviso n.º 1');
    expect(
      html.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes('nonce="n0nce"') || / src=/.test(tag)),
    ).toBe(true);
  });

  test('a list rendered again, from the kept sanitized items, is the same page and as harmless', async () => {
    const markup = async () =>
      rootOf((await render('/avisosecomunicados', { api, nonce: 'n0nce' })).html).replace(
        /<script\b[\s\S]*?<\/script>/g,
        '',
      );
    const first = await markup();
    const again = await markup();
    expect(again).toBe(first);
    expect(again).toContain('<p>Texto 2</p>');
    expect(again).not.toContain('onerror');
  });

  test("the data in the router's scripts cannot close them", async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const page = await render('/avisosecomunicados', {
      api: () => Response.json({ data: [{ ...notice(1), post_title: hostile }], total: 1 }),
    });
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.scripts.join('')).not.toContain('</script');
  });

  test("a failed answer is no page (the server then sends the build's copy)", async () => {
    const failing = () => new Response('{}', { status: 500 });
    for (const url of ['/documentacao', '/alimentacao', '/noticiassas', '/avisosecomunicados', '/en'])
      expect((await render(url, { api: failing })).status, url).not.toBe(200);
  });

  test("[START-02] the page names its own address and its other language's, absolute, without the query", async () => {
    const headOf = async (url: string) =>
      /<!--app-head-->([\s\S]*)<!--\/app-head-->/.exec(
        (await render(url, { api: () => Response.json({ data: [], total: 0 }) })).html,
      )?.[1] ?? '';
    const documents = await headOf('/en/documentacao?page=2');
    expect(documents).toContain('<link rel="canonical" href="https://sasuma.uma.pt/en/documentacao"');
    expect(documents).toContain(
      '<meta property="og:url" content="https://sasuma.uma.pt/en/documentacao?page=2"/>',
    );
    for (const [hreflang, path] of [
      ['pt', '/documentacao'],
      ['en', '/en/documentacao'],
      ['x-default', '/documentacao'],
    ])
      expect(documents.toLowerCase()).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="https://sasuma.uma.pt${path}"`,
      );
    const home = await headOf('/en');
    expect(home).toContain('<link rel="canonical" href="https://sasuma.uma.pt/en"');
    // React writes the attribute as it names it (hrefLang); HTML's attribute names are case-insensitive.
    expect(home).toContain('<link rel="alternate" hrefLang="pt" href="https://sasuma.uma.pt/"');
    // A hostile query stays text inside its attribute.
    const hostile = await headOf('/en/avisosecomunicados?q="><script>alert(1)</script>');
    expect(hostile).not.toContain('<script>alert');
    expect(hostile).toMatch(/<meta property="og:url" content="[^"<>]*"\/>/);
  });

  test("[START-02] a shared menu link's page names its day in its head", async () => {
    const page = await render('/alimentacao?dia=2026-11-27&refeicao=almoco', {
      api: () => Response.json([]),
    });
    expect(page.html).toContain(
      '<meta property="og:url" content="https://sasuma.uma.pt/alimentacao?dia=2026-11-27&amp;refeicao=almoco"/>',
    );
    expect(page.html).toMatch(/<title>[^<]*27[^<]*<\/title>/);
  });
});

describe("each language's shell", () => {
  test.each([
    [
      'pt',
      'Alimentação',
      '/alimentacao',
      'SASUMA — Serviços de Ação Social da Universidade da Madeira',
      '/manifest.webmanifest',
    ],
    [
      'en',
      'Food',
      '/en/alimentacao',
      'SASUMA — Social Action Services of the University of Madeira',
      '/en/manifest.webmanifest',
    ],
  ] as const)(
    '%s: the layout in its language, a spinner for the page, no address and no router state',
    async (locale, food, href, title, manifest) => {
      const html = await renderShell(shell, locale);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<link rel="manifest" href="${manifest}"/>`);
      const root = new JSDOM(html).window.document.getElementById('root');
      expect(root?.querySelector(`.site-nav a[href="${href}"]`)?.textContent).toBe(food);
      expect(root?.querySelector('main .pending-view .spinner')).not.toBeNull();
      expect(html).not.toContain('canonical');
      expect(html).not.toContain('$_TSR');
    },
  );
});
