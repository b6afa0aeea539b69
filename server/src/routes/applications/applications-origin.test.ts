import { describe, expect, test } from 'vitest';
import { postApplication, useTestApp, VALID_APPLICATION as valid } from '../../test-utils/test-app';
import { listApplications } from './applications.store';

const LISTED = 'https://app.example';
const EVIL = 'https://evil.example';
/** app.request() asks for http://localhost/...: the server's own origin. */
const OWN = 'http://localhost';
const URL = '/api/sas/registercandidatura';

const t = useTestApp({ allowedOrigins: [LISTED] });

const rows = () => listApplications(t.db).length;

function preflight(origin: string) {
  return t.app.request(URL, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,idempotency-key',
    },
  });
}

const corsHeaders = (res: Response) =>
  [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS of POST /api/sas/registercandidatura', () => {
  test('[OUT-16] a cross-origin POST from https://evil.example is refused with 403 and stores nothing', async () => {
    const before = rows();
    for (const origin of [EVIL, 'null', 'http://localhost.evil.example', 'http://localhost:8080']) {
      const res = await postApplication(t.app, valid, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({
        error: { code: 'forbidden_origin', message: 'Este site não pode enviar candidaturas' },
      });
      expect(corsHeaders(res), origin).toEqual([]);
    }
    const en = await postApplication(t.app, valid, { origin: EVIL, lang: 'en' });
    expect(((await en.json()) as { error: { message: string } }).error.message).toBe(
      'This site may not send applications',
    );
    expect(rows()).toBe(before);
  });

  test('[OUT-16] a preflight from https://evil.example gets 403 and no access-control-allow-origin', async () => {
    const res = await preflight(EVIL);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(corsHeaders(res)).toEqual([]);
    expect(res.headers.get('vary')).toContain('Origin');
  });

  test('[OUT-16] a preflight from an origin in ALLOWED_ORIGINS allows POST with Content-Type and Idempotency-Key', async () => {
    const res = await preflight(LISTED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, Idempotency-Key');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  test('[OUT-16] a POST from an origin in ALLOWED_ORIGINS is stored and may read Retry-After', async () => {
    const before = rows();
    const res = await postApplication(t.app, valid, { origin: LISTED });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(rows()).toBe(before + 1);
    // A refusal of the application itself still reaches the listed page, with its CORS headers.
    const invalid = await postApplication(t.app, { ...valid, email: 'nope' }, { origin: LISTED });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(rows()).toBe(before + 1);
  });

  test('[OUT-16] a same-origin POST and a POST without Origin are stored as before', async () => {
    const before = rows();
    const same = await postApplication(t.app, valid, { origin: OWN });
    expect(same.status).toBe(201);
    // TLS is terminated in front of the server: its own pages post as https to the same host.
    const behindTls = await postApplication(t.app, valid, { origin: 'https://localhost' });
    expect(behindTls.status).toBe(201);
    const none = await postApplication(t.app, valid);
    expect(none.status).toBe(201);
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
    expect(rows()).toBe(before + 3);
  });

  test('[OUT-16] the GETs stay open to any origin, the post does not borrow their CORS', async () => {
    const read = await t.app.request('/api/sas/alojamento/tiposconcursos', { headers: { Origin: EVIL } });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const getPreflight = await t.app.request('/api/faq', {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(getPreflight.headers.get('access-control-allow-methods')).not.toContain('POST');
  });
});

describe('CORS of the application post under the rate limit', () => {
  const limited = useTestApp({ allowedOrigins: [LISTED], rateLimit: { perMinute: 1, burst: 1 } });

  test('[OUT-16] a 429 to an origin in ALLOWED_ORIGINS exposes Retry-After', async () => {
    expect((await postApplication(limited.app, valid, { origin: LISTED })).status).toBe(201);
    const res = await postApplication(limited.app, valid, { origin: LISTED });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });
});

describe('CORS of the application post with no ALLOWED_ORIGINS', () => {
  const bare = useTestApp();

  test('[OUT-16] by default only the server itself may post: https://app.example is refused too', async () => {
    const before = listApplications(bare.db).length;
    expect((await postApplication(bare.app, valid, { origin: LISTED })).status).toBe(403);
    const pre = await bare.app.request(URL, {
      method: 'OPTIONS',
      headers: { Origin: LISTED, 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect((await postApplication(bare.app, valid, { origin: OWN })).status).toBe(201);
    expect(listApplications(bare.db).length).toBe(before + 1);
  });
});
