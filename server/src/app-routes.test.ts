import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APP_ROUTES_FILE } from './app-routes';
import { createTestApp, type TestApp } from './test-utils/test-app';

const SHELL = '<!doctype html><html lang="pt"><title>SASUMA</title><div id="root"></div></html>';
const EN_SHELL = '<!doctype html><html lang="en"><title>SASUMA</title><div id="root"></div></html>';
// As the build writes them (build/renderer-plugin.ts, from the app's route tree).
const PATTERNS = [
  '/',
  '/alimentacao',
  '/avisosecomunicados',
  '/avisosecomunicados/$postName',
  '/bolsasdeestudo',
  '/bolsasdeestudo/$id',
  '/equipa',
  '/noticiassas',
  '/noticiassas/$noticiaName',
];

let t: TestApp;
let base: string;
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'sasuma-routes-'));
  const distDir = path.join(base, 'dist');
  mkdirSync(path.join(distDir, 'en'), { recursive: true });
  writeFileSync(path.join(distDir, 'shell.html'), SHELL);
  writeFileSync(path.join(distDir, 'en', 'shell.html'), EN_SHELL);
  mkdirSync(`${distDir}-ssr`);
  writeFileSync(path.join(`${distDir}-ssr`, APP_ROUTES_FILE), JSON.stringify(PATTERNS));
  t = await createTestApp({ distDir });
});
afterAll(() => {
  t.close();
  rmSync(base, { recursive: true, force: true });
});

describe('[SITE-01] a path that is no page of the app', () => {
  test.each([
    '/',
    '/en',
    '/equipa',
    '/en/equipa/',
    '/Equipa',
    '/avisosecomunicados/aviso-candidaturas-alojamento',
    '/en/noticiassas/noticia-01',
    '/bolsasdeestudo/bolsa-dges',
  ])('%s is a page: 200', async (url) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(url.startsWith('/en') ? EN_SHELL : SHELL);
  });

  test.each([
    ['/xyz', SHELL],
    ['/fr/alimentacao', SHELL],
    ['/equipa/mais', SHELL],
    ['/avisosecomunicados/aviso-que-nao-existe', SHELL],
    ['/en/noticiassas/no-such-news', EN_SHELL],
    ['/en/bolsasdeestudo/bolsa-inexistente', EN_SHELL],
    ['/en/xyz', EN_SHELL],
  ])('%s answers 404 with the shell, which shows the not-found page', async (url, shell) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(shell);
  });
});
