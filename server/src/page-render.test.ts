import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from './lib/logger';
import type { RequestRecord } from './lib/request-record';
import { createTestApp, type TestApp } from './test-utils/test-app';

// The build's renderer (dist-ssr/render-route.js, from src/prerender/render-route.tsx) stood in for by a small module
// with the same exports: it reads the API through the client it is given, as the app's API client does.
const RENDERER = `
let sanitizer;
export const renderWithDataPaths = () => ['/avisosecomunicados', '/en/avisosecomunicados', '/documentacao'];
export function sanitizeWithWindow(window) { sanitizer = window; }
export async function renderRouteWithData(url, api) {
  if (url.startsWith('/documentacao?fail')) throw new Error('render failed');
  if (url.startsWith('/documentacao?slow')) return new Promise(() => {});
  const response = await api(new Request('http://localhost/api/docavisos?limit=10&owner=682&idioma=pt'));
  const body = await response.json();
  const cleaned = sanitizer.document.createElement('p');
  cleaned.textContent = body.data.map((notice) => notice.post_title).join(', ');
  return { html: '<main>' + cleaned.outerHTML + '</main>', locale: 'pt', data: { total: body.total, url } };
}
export const headFromSearchPaths = () => ['/alimentacao'];
export async function renderHead(url, api) {
  if (url.includes('fail')) throw new Error('head failed');
  const response = await api(new Request('http://localhost/api/restaurantes?idioma=pt'));
  return '<title>' + new URL(url, 'http://x').searchParams.get('dia') + ' ' + response.status + '</title>';
}
export const withHead = (page, url, head) => page.replace('<title>Alimentação</title>', head);
export const pageHtml = (shell, url, route) =>
  shell.replace('<div id="root"></div>', '<div id="root" data-hydrate="' + url + '">' + route.html +
    '</div><script type="application/json">' + JSON.stringify(route.data) + '</script>');
`;
const SHELL = '<!doctype html><html lang="pt"><div id="root"></div></html>';
const EN_SHELL = '<!doctype html><html lang="en"><div id="root"></div></html>';
const BUILD_COPY = '<!doctype html><html lang="pt"><div id="root">A carregar…</div></html>';
const FOOD_COPY =
  '<!doctype html><html lang="pt"><title>Alimentação</title><div id="root">A carregar…</div></html>';

const fetchAtStart = globalThis.fetch;
let t: TestApp;
let base: string;
const seen: RequestRecord[] = [];
const logged: Record<string, unknown>[] = [];
const logger = createLogger('debug', {
  write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>),
});
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'sasuma-render-'));
  const distDir = path.join(base, 'dist');
  for (const page of ['avisosecomunicados', 'documentacao']) {
    mkdirSync(path.join(distDir, page), { recursive: true });
    writeFileSync(path.join(distDir, page, 'index.html'), BUILD_COPY);
  }
  mkdirSync(path.join(distDir, 'alimentacao'));
  writeFileSync(path.join(distDir, 'alimentacao', 'index.html'), FOOD_COPY);
  writeFileSync(path.join(distDir, 'shell.html'), SHELL);
  mkdirSync(path.join(distDir, 'en'));
  writeFileSync(path.join(distDir, 'en', 'shell.html'), EN_SHELL);
  mkdirSync(path.join(base, 'dist-ssr'));
  writeFileSync(path.join(base, 'dist-ssr', 'render-route.js'), RENDERER);
  t = await createTestApp({ distDir, onRequest: (record) => seen.push(record), logger });
});
afterAll(() => {
  t.close();
  rmSync(base, { recursive: true, force: true });
});

const get = (url: string) => t.app.request(url, { headers: { Accept: 'text/html' } });

describe('lists rendered with their data', () => {
  test('the page carries the list and its data, read from our API in process and logged as such', async () => {
    seen.length = 0;
    const response = await get('/avisosecomunicados?page=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const html = await response.text();
    // Marked with the URL it was rendered for, query and all: the app hydrates it only at that URL.
    expect(html).toMatch(
      /<div id="root" data-hydrate="\/avisosecomunicados\?page=1"><main><p>.+<\/p><\/main>/,
    );
    expect(html).toContain('"url":"/avisosecomunicados?page=1"');
    expect(seen.map((r) => [r.path, r.pageRender])).toEqual([
      ['/avisosecomunicados?page=1', undefined],
      ['/api/docavisos?limit=10&owner=682&idioma=pt', true],
    ]);
    // The render's own API call is logged at debug, marked, beside the page's line.
    expect(logged.filter((line) => line.msg === 'request').slice(-2)).toMatchObject([
      { level: 'debug', path: '/api/docavisos', pageRender: true },
      { level: 'info', path: '/avisosecomunicados' },
    ]);
  });

  test('a burst of visits to the same list within a second is rendered once', async () => {
    seen.length = 0;
    const first = await (await get('/en/avisosecomunicados?page=3')).text();
    const second = await (await get('/en/avisosecomunicados?page=3')).text();
    expect(second).toBe(first);
    // An English list is rendered into the English shell.
    expect(first).toMatch(
      /^<!doctype html><html lang="en"><div id="root" data-hydrate="\/en\/avisosecomunicados\?page=3">/,
    );
    expect(seen.filter((r) => r.pageRender)).toHaveLength(1);
  });

  test("the build's copy when the render fails or is slow; other pages as they are", async () => {
    expect(await (await get('/documentacao?fail=1')).text()).toBe(BUILD_COPY);
    expect(logged.find((line) => line.level === 'error')).toMatchObject({
      msg: 'a page is sent without its data: its render failed',
      path: '/documentacao',
      err: { message: 'render failed' },
    });
    expect(await (await get('/documentacao?slow=1')).text()).toBe(BUILD_COPY);
    expect(await (await get('/equipa')).text()).toBe(SHELL);
  });

  test("[START-02] a written page whose head reads its query (a shared menu link's day) is the build's copy with that head", async () => {
    seen.length = 0;
    const response = await get('/alimentacao?dia=2026-11-27&refeicao=almoco');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(FOOD_COPY.replace('Alimentação', '2026-11-27 200'));
    // Its route's loaders read our API in process, as a list's render does.
    expect(seen.filter((r) => r.pageRender).map((r) => r.path)).toEqual(['/api/restaurantes?idioma=pt']);
    // Without a query it is the build's file as it is; a failed head gives the build's copy too.
    expect(await (await get('/alimentacao')).text()).toBe(FOOD_COPY);
    expect(await (await get('/alimentacao?dia=fail')).text()).toBe(FOOD_COPY);
    expect(logged.filter((line) => line.level === 'error').at(-1)).toMatchObject({
      msg: "a page is sent with the build's head, not its query's: its head's render failed",
      path: '/alimentacao',
      err: { message: 'head failed' },
    });
  });

  test('the global fetch is left as it is', () => {
    expect(globalThis.fetch).toBe(fetchAtStart);
  });
});
