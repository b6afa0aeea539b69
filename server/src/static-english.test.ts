import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './test-utils/test-app';

// The two shells as the build renders them (src/start/shell.tsx, whose test checks their words).
const shell = (lang: string, food: [string, string], manifest: string) =>
  `<!doctype html><html lang="${lang}"><head><!--app-head--><link rel="manifest" href="${manifest}"/>` +
  `<!--/app-head--></head><body><div id="root"><nav aria-label="${lang === 'en' ? 'Main' : 'Principal'}">` +
  `<a href="${food[0]}">${food[1]}</a></nav><!--/app-root--></div></body></html>`;
const SHELL = shell('pt', ['/alimentacao', 'Alimentação'], '/manifest.webmanifest');
const EN_SHELL = shell('en', ['/en/alimentacao', 'Food'], '/en/manifest.webmanifest');
// A notice of the fixture seed (server/src/db/__fixtures__/seed/notices.json).
const NOTICE = 'aviso-alimentacao-marco';

let t: TestApp;
let base: string;
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'sasuma-dist-en-'));
  const distDir = path.join(base, 'dist');
  mkdirSync(path.join(distDir, 'en'), { recursive: true });
  writeFileSync(path.join(distDir, 'shell.html'), SHELL);
  writeFileSync(path.join(distDir, 'en', 'shell.html'), EN_SHELL);
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"lang":"pt"}');
  writeFileSync(path.join(distDir, 'en', 'manifest.webmanifest'), '{"lang":"en"}');
  t = await createTestApp({ distDir });
});
afterAll(() => {
  t.close();
  rmSync(base, { recursive: true, force: true });
});

const html = async (url: string) => {
  const response = await t.app.request(url, { headers: { Accept: 'text/html' } });
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
  return response.text();
};

describe('[OFF-17] the first HTML of an English route is English', () => {
  test.each([
    '/en/equipa',
    '/en/alojamento',
    '/en/formulario',
    '/en/bolsasdeestudo',
    `/en/avisosecomunicados/${NOTICE}`,
    '/en/pagina-que-nao-existe',
    '/en/alojamento?concurso=2',
  ])('[OFF-17] %s: lang="en", English navigation, the English manifest', async (url) => {
    const page = await html(url);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<a href="/en/alimentacao">Food</a>');
    expect(page).toContain('aria-label="Main"');
    expect(page).toContain('<link rel="manifest" href="/en/manifest.webmanifest"/>');
    expect(page).not.toContain('Alimentação');
  });

  test.each([
    '/equipa',
    '/alojamento',
    `/avisosecomunicados/${NOTICE}`,
    '/pagina-que-nao-existe',
    '/english',
  ])('[OFF-17] %s stays Portuguese', async (url) => {
    const page = await html(url);
    expect(page).toContain('<html lang="pt">');
    expect(page).toContain('<a href="/alimentacao">Alimentação</a>');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  });

  test('[OFF-16] each manifest is served as a manifest, and revalidated', async () => {
    for (const [url, lang] of [
      ['/manifest.webmanifest', 'pt'],
      ['/en/manifest.webmanifest', 'en'],
    ]) {
      const response = await t.app.request(url ?? '');
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('application/manifest+json; charset=utf-8');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(await response.json(), url).toEqual({ lang });
    }
  });
});
