import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from './app';
import { CONTENT_SECURITY_POLICY, policyWithoutNonce } from './lib/security-headers';
import { IMMUTABLE, NOT_BUILT } from './static';
import { createTestApp, expectNotFound, TEST_NOW, type TestApp } from './test-utils/test-app';

const SHELL = '<!doctype html><html lang="pt"><title>SASUMA</title><div id="root"></div></html>';
// Prerendered first screens (build/renderer-plugin.ts): the home page is index.html, the others `<route>/index.html`.
const HOME = '<!doctype html><html lang="pt"><title>SASUMA</title><div id="root">Início</div></html>';
const EN_DOCUMENTS =
  '<!doctype html><html lang="en"><title>SASUMA</title><div id="root">Documents</div></html>';

let t: TestApp;
let base: string;
let distDir: string;
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'sasuma-dist-'));
  distDir = path.join(base, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'shell.html'), SHELL);
  writeFileSync(path.join(distDir, 'index.html'), HOME);
  mkdirSync(path.join(distDir, 'en', 'documentacao'), { recursive: true });
  writeFileSync(path.join(distDir, 'en', 'documentacao', 'index.html'), EN_DOCUMENTS);
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"SASUMA"}');
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");'.repeat(200));
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.css'), 'body{margin:0}');
  // The build's precompressed copies (vite.config.ts, compression).
  const chunk = 'export const menu = "sopa";'.repeat(100);
  writeFileSync(path.join(distDir, 'assets', 'menu-def456.js'), chunk);
  writeFileSync(path.join(distDir, 'assets', 'menu-def456.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(distDir, 'assets', 'menu-def456.js.gz'), gzipSync(chunk, { level: 9 }));
  writeFileSync(path.join(base, 'secret.txt'), 'outside dist');
  t = await createTestApp({ distDir });
});
afterAll(() => {
  t.close();
  rmSync(base, { recursive: true, force: true });
});

describe('static app', () => {
  test('hashed assets are immutable; sw.js, manifest and index.html are no-cache', async () => {
    const asset = await t.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const css = await t.app.request('/assets/app-abc123.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    for (const [url, type] of [
      ['/sw.js', 'text/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/index.html', 'text/html; charset=utf-8'],
    ]) {
      const res = await t.app.request(url ?? '');
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(res.headers.get('content-type'), url).toBe(type);
    }
  });

  test('static files have an ETag and answer 304', async () => {
    const first = await t.app.request('/sw.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await t.app.request('/sw.js', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  test('text assets are gzipped when asked, and still revalidate', async () => {
    const res = await t.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag') ?? '';
    expect(etag.startsWith('W/')).toBe(true);
    const again = await t.app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  test('a precompressed copy is sent as it is: brotli first, then gzip, with the type of the original', async () => {
    const file = (name: string) => new Uint8Array(readFileSync(path.join(distDir, 'assets', name)));
    const br = await t.app.request('/assets/menu-def456.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(new Uint8Array(await br.arrayBuffer())).toEqual(file('menu-def456.js.br'));
    const gz = await t.app.request('/assets/menu-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(await gz.arrayBuffer())).toEqual(file('menu-def456.js.gz'));
    const plain = await t.app.request('/assets/menu-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(readFileSync(path.join(distDir, 'assets', 'menu-def456.js'), 'utf8'));
  });

  test('a Range request gets the part, without an ETag (the part is not the file)', async () => {
    const res = await t.app.request('/assets/app-abc123.js', { headers: { Range: 'bytes=0-10' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('console.log');
    expect(res.headers.get('etag')).toBeNull();
  });

  test.each(['/alimentacao', '/en', '/en/alimentacao', '/avisosecomunicados/x', '/noticiassas/a-b-c/'])(
    'SPA fallback: %s answers shell.html',
    async (url) => {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(SHELL);
    },
  );

  test.each([
    ['/', HOME],
    ['/en/documentacao', EN_DOCUMENTS],
    ['/en/documentacao/', EN_DOCUMENTS],
  ])('a prerendered page answers its route: %s', async (url, page) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(page);
  });

  test('HEAD on an app route answers 200 without a body', async () => {
    const res = await t.app.request('/alimentacao', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('no fallback for /api, /uploads, /files (404 JSON) or missing files with an extension (404)', async () => {
    await expectNotFound(t.app, '/api/x');
    await expectNotFound(t.app, '/api');
    await expectNotFound(t.app, '/uploads/x');
    await expectNotFound(t.app, '/files/x');
    const missing = await t.app.request('/missing.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    expect((await t.app.request('/assets/app-zzz.js')).status).toBe(404);
  });

  test('path traversal is refused', async () => {
    for (const url of [
      '/..%2fsecret.txt',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('outside dist');
    }
    expect((await t.app.request('/%E0%A4%A')).status).toBe(404);
  });

  test('security headers on static files, fallback and 404', async () => {
    for (const url of ['/assets/app-abc123.js', '/en/documentacao', '/missing.js', '/api/nope']) {
      const res = await t.app.request(url);
      expect(policyWithoutNonce(res.headers.get('content-security-policy')), url).toBe(
        CONTENT_SECURITY_POLICY,
      );
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
    }
  });

  test('without a build the API works and app routes answer 503', async () => {
    const app = createApp({ db: t.db, distDir: path.join(t.dir, 'no-such-dist'), now: () => TEST_NOW });
    const page = await app.request('/alimentacao');
    expect(page.status).toBe(503);
    expect(await page.text()).toBe(NOT_BUILT);
    expect(policyWithoutNonce(page.headers.get('content-security-policy'))).toBe(CONTENT_SECURITY_POLICY);
    expect((await app.request('/api/restaurantes')).status).toBe(200);
    expect((await app.request('/sw.js')).status).toBe(404);
  });
});
