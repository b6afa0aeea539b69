import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RENDERER_FILE } from '../../src/contract/page-renderer';
import { createLogger } from './lib/logger';
import type { RequestRecord } from './lib/request-record';
import { createTestApp, type TestApp } from './test-utils/test-app';

// The build's renderer (dist-ssr/server.js, from src/start/server.tsx) stood in for by a small module
// with the same exports: it reads the API through the client it is given, as the app's API client does.
const RENDERER = `
let sanitizer;
export const prerenderPaths = () => ['/avisosecomunicados', '/en/avisosecomunicados', '/documentacao', '/alimentacao'];
export function sanitizeWithWindow(window) { sanitizer = window; }
export async function renderPage(request, shell, { api, nonce }) {
  const url = new URL(request.url);
  if (url.search.includes('missing')) return { status: 404, html: 'not found' };
  const head = '<html lang="pt"><title>' + (url.searchParams.get('dia') ?? 'SASUMA') + '</title>';
  // Without the API (as the build renders it): each section loading.
  if (!api) return {
    status: 200,
    html: shell
      .replace('<div id="root"></div>', '<div id="root"><main>A carregar…</main><script nonce="' + nonce + '">self.$_TSR={}</script></div>')
      .replace('<html lang="pt">', head),
  };
  if (url.search.includes('fail')) throw new Error('render failed');
  if (url.search.includes('slow')) return new Promise(() => {});
  const response = await api(new Request('http://localhost/api/docavisos?limit=10&owner=682&idioma=pt'));
  const body = await response.json();
  const cleaned = sanitizer.document.createElement('p');
  cleaned.textContent = body.data.map((notice) => notice.post_title).join(', ');
  const title = '<title>' + (url.searchParams.get('dia') ?? 'SASUMA') + '</title>';
  const state = '<script nonce="' + nonce + '">self.$_TSR=' + JSON.stringify({ total: body.total }) + '</script>';
  return {
    status: 200,
    html: shell
      .replace('<div id="root"></div>', '<div id="root"><main>' + cleaned.outerHTML + '</main>' + state + '</div>')
      .replace('<html lang="pt">', '<html lang="pt">' + title),
  };
}
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
  writeFileSync(path.join(base, 'dist-ssr', RENDERER_FILE), RENDERER);
  t = await createTestApp({ distDir, onRequest: (record) => seen.push(record), logger });
});
afterAll(() => {
  t.close();
  rmSync(base, { recursive: true, force: true });
});

const get = (url: string) => t.app.request(url, { headers: { Accept: 'text/html' } });

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

describe('written pages rendered with their data', () => {
  test('the page carries the list and its data, read from our API in process and logged as such', async () => {
    seen.length = 0;
    const response = await get('/avisosecomunicados?page=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const html = await response.text();
    // Rendered into the shell of its language, the router's state in a script with this answer's nonce.
    const nonce = nonceOf(response);
    expect(nonce).toBeTruthy();
    expect(html).toMatch(/<div id="root"><main><p>.+<\/p><\/main><script nonce="([^"]+)">self\.\$_TSR=/);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('"total":');
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

  test('each visit has a page of its own (its nonce), the API answers it reads are reused', async () => {
    seen.length = 0;
    const first = await get('/en/avisosecomunicados?page=3');
    const second = await get('/en/avisosecomunicados?page=3');
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(secondHtml.replace(nonceOf(second) ?? '', '')).toBe(firstHtml.replace(nonceOf(first) ?? '', ''));
    // An English list is rendered into the English shell.
    expect(firstHtml).toMatch(/^<!doctype html><html lang="en"><div id="root"><main>/);
    expect(seen.filter((r) => r.pageRender)).toHaveLength(2);
  });

  test('a revisit whose copy is current gets a 304 with no body and no policy; changed data, a new page', async () => {
    const first = await get('/avisosecomunicados?page=2');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const revisit = await t.app.request('/avisosecomunicados?page=2', {
      headers: { Accept: 'text/html', 'If-None-Match': tag ?? '' },
    });
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe('');
    expect(revisit.headers.get('ETag')).toBe(tag);
    // The kept copy keeps its own policy, whose nonce its scripts carry.
    expect(revisit.headers.get('Content-Security-Policy')).toBeNull();
    // Another page, or the same one once its data changed, is sent whole.
    const other = await t.app.request('/avisosecomunicados?page=3', {
      headers: { Accept: 'text/html', 'If-None-Match': tag ?? '' },
    });
    expect(other.status).toBe(200);
    t.db
      .prepare("UPDATE notices SET title_pt = 'Aviso mudado' WHERE id = (SELECT MIN(id) FROM notices)")
      .run();
    const changed = await t.app.request('/avisosecomunicados?page=2', {
      headers: { Accept: 'text/html', 'If-None-Match': tag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
    expect(changed.headers.get('Content-Security-Policy')).toMatch(/'nonce-/);
  });

  test("rendered without its data, with this answer's nonce, when the render with data fails or is slow; the build's copy when it is no page; other pages as they are", async () => {
    const withoutData = async (url: string) => {
      const response = await get(url);
      const html = await response.text();
      expect(html, url).toContain('<main>A carregar…</main>');
      // Its scripts carry this answer's nonce: the build's copy names them by hash, which this CSP would refuse.
      expect(html, url).toContain(`<script nonce="${nonceOf(response)}">`);
    };
    await withoutData('/documentacao?fail=1');
    expect(logged.find((line) => line.level === 'error')).toMatchObject({
      msg: 'a page is sent without its data: its render failed',
      path: '/documentacao',
      err: { message: 'render failed' },
    });
    await withoutData('/documentacao?slow=1');
    expect(await (await get('/documentacao?missing=1')).text()).toBe(BUILD_COPY);
    expect(await (await get('/equipa')).text()).toBe(SHELL);
  });

  test("[START-02] a written page whose head reads its query (a shared menu link's day) has that head", async () => {
    const response = await get('/alimentacao?dia=2026-11-27&refeicao=almoco');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toMatch(/^<!doctype html><html lang="pt"><title>2026-11-27<\/title>/);
    // A failed render with data gives the page without it, with the link's head still.
    expect(await (await get('/alimentacao?dia=fail')).text()).toMatch(/<title>fail<\/title>.*A carregar…/);
  });

  test('the global fetch is left as it is', () => {
    expect(globalThis.fetch).toBe(fetchAtStart);
  });
});
