import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from './app';
import { createLogger } from './lib/logger';
import type { RequestRecord } from './lib/request-record';
import { CONTENT_SECURITY_POLICY, policyWithoutNonce } from './lib/security-headers';
import { createTestApp, expectNotFound, getJson, TEST_NOW, type TestApp } from './test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** A 304 keeps the cached copy's policy (its headers replace the kept ones), so it sends none. */
function expectSecurityHeaders(res: Response, label: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const sent = res.headers.get(name);
    if (res.status === 304 && name === 'Content-Security-Policy') {
      expect(sent, `${label} ${name}`).toBeNull();
      continue;
    }
    expect(name === 'Content-Security-Policy' ? policyWithoutNonce(sent) : sent, `${label} ${name}`).toBe(
      value,
    );
  }
}

describe('app', () => {
  test("[START-06] the CSP allows no inline script but the answer's nonce's, and no frames", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self' 'nonce-<nonce>';");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).toContain("frame-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  test('security headers on API, 304, 400, 404 and media responses', async () => {
    const ok = await t.app.request('/api/restaurantes');
    expectSecurityHeaders(ok, 'api');
    const notModified = await t.app.request('/api/restaurantes', {
      headers: { 'If-None-Match': ok.headers.get('etag') ?? '' },
    });
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified, '304');
    expectSecurityHeaders(await t.app.request('/api/docavisos?limit=-1'), '400');
    expectSecurityHeaders(await t.app.request('/api/nope'), '404');
    const media = await t.app.request('/uploads/noticia-01.jpg');
    expectSecurityHeaders(media, 'media');
    // Other sites may embed public media: no Cross-Origin-Resource-Policy.
    expect(media.headers.get('cross-origin-resource-policy')).toBeNull();
    expectSecurityHeaders(await t.app.request('/files/nope.pdf'), 'media 404');
  });

  test('[ERR-04] unknown API paths and methods answer 404 JSON', async () => {
    await expectNotFound(t.app, '/api/nope');
    await expectNotFound(t.app, '/api/docavisos/a/b');
    await expectNotFound(t.app, '/api/sas');
    const post = await t.app.request('/api/docavisos', { method: 'DELETE' });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  test('[ERR-04] error bodies carry code, message and issues, never a stack', async () => {
    const { res, body } = await getJson<{ error: Record<string, unknown> }>(
      t.app,
      '/api/docavisos?limit=abc',
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body.error).sort()).toEqual(['code', 'issues', 'message']);
    expect(body.error.issues).toEqual([{ param: 'limit', message: 'expected an integer between 1 and 100' }]);
  });

  test('[ERR-04] an unexpected exception answers 500 JSON without details', async () => {
    const closed = new Database(':memory:');
    closed.close(); // every query now throws
    const logged: Record<string, unknown>[] = [];
    const logger = createLogger('info', {
      write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>),
    });
    const broken = createApp({ db: closed, distDir: t.dir, now: () => TEST_NOW, logger });
    const { res, body } = await getJson(broken, '/api/restaurantes?filter=secret');
    expect(res.status).toBe(500);
    expect(body).toEqual({ error: { code: 'internal', message: 'Internal error' } });
    expectSecurityHeaders(res, '500');
    // The details go to the log, with the request's id and its path (not its query).
    const reqId = res.headers.get('x-request-id');
    expect(logged).toMatchObject([
      {
        level: 'error',
        msg: 'unexpected error',
        reqId,
        path: '/api/restaurantes',
        err: { type: 'TypeError' },
      },
      { level: 'error', msg: 'request', reqId, status: 500 },
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  test('[ERR-04] hostile query strings never cause a 500', async () => {
    const urls = [
      '/api/docavisos?filter=%E0%A4%A',
      "/api/docavisos?filter=' OR 1=1 --",
      '/api/docavisos?limit=99999999999999999999',
      '/api/docavisos?offset=1e3',
      '/api/docavisos?limit=&offset=&filter=',
      '/api/docavisos?limit=1&limit=2',
      '/api/sas/document?ano=%00',
      '/api/ementas?startdate=00000000&enddate=00000000',
      '/api/ementas?startdate=%20&enddate=x',
      '/api/docavisos/%00',
      '/api/noticiassas/..%2F..%2F',
    ];
    for (const url of urls) {
      const res = await t.app.request(url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.headers.get('content-type'), url).toBe('application/json; charset=utf-8');
    }
  });

  test('CORS: any origin may read the API', async () => {
    const res = await t.app.request('/api/faq', { headers: { Origin: 'https://example.org' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await t.app.request('/api/faq', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
  });

  test('API JSON is gzipped when asked and large enough; 304 still works with the weak ETag', async () => {
    const res = await t.app.request('/api/ementas?startdate=20260309&enddate=20260314', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const again = await t.app.request('/api/ementas?startdate=20260309&enddate=20260314', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  test('onRequest sees every request first, with path and search', async () => {
    const seen: RequestRecord[] = [];
    const app = createApp({
      db: t.db,
      distDir: t.dir,
      now: () => TEST_NOW,
      onRequest: (r) => seen.push(r),
    });
    await app.request('/api/faq?unidadeId=682');
    await app.request('/nope.js');
    await app.request('/api/docavisos?limit=-1');
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/faq?unidadeId=682',
      'GET /nope.js',
      'GET /api/docavisos?limit=-1',
    ]);
    expect(seen.every((r) => typeof r.at === 'number')).toBe(true);
  });
});
