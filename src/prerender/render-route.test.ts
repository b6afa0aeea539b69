import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  prerenderPaths,
  renderRoute,
  renderRouteWithData,
  renderWithDataPaths,
  sanitizeWithWindow,
} from './render-route';

// As at build (scripts/prerender.ts): no DOM, and the API held back by the renderer, so every section shows its
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
      const { document } = new JSDOM((await renderRoute(path)).html).window;
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
    const { html, locale } = await renderRoute('/en');
    expect(locale).toBe('en');
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
    const { html, locale } = await renderRoute('/documentacao');
    expect(locale).toBe('pt');
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

  test('only the lists: notices, news and documents, in both languages', () => {
    expect(renderWithDataPaths().sort()).toEqual(
      [
        '/avisosecomunicados',
        '/documentacao',
        '/noticiassas',
        '/en/avisosecomunicados',
        '/en/documentacao',
        '/en/noticiassas',
      ].sort(),
    );
  });

  test('[NOT-02] notices: the rows of the page asked for, sanitized, and the answer they were rendered from', async () => {
    const rendered = await renderRouteWithData('/en/avisosecomunicados?page=2', api);
    expect(asked).toEqual([expect.stringContaining('/api/docavisos?limit=10&offset=10&')]);
    expect(asked[0]).toContain('idioma=en');
    expect(rendered?.locale).toBe('en');
    expect(rendered?.html).toContain('Aviso n.º 2');
    expect(rendered?.html).toContain('<p>Texto 1</p>');
    expect(rendered?.html).not.toContain('onerror');
    expect(rendered?.html).not.toContain('Loading…');
    const [query] = rendered?.data?.queries ?? [];
    expect(query?.queryKey).toEqual(['notices', 'list', { lang: 'en', limit: 10, page: 2 }]);
    expect(query?.state.status).toBe('success');
  });

  test("nothing when an answer fails (the server then sends the build's copy), or for a page without data", async () => {
    const failing = () => new Response('{}', { status: 500 });
    expect(await renderRouteWithData('/documentacao', failing)).toBeUndefined();
    expect(await renderRouteWithData('/alimentacao', failing)).toBeUndefined();
  });
});
