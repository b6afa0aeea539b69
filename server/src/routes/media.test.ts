import { describe, expect, test } from 'vitest';
import { expectNotFound, useTestApp } from '../test-utils/test-app';

const t = useTestApp();

describe('media: /uploads and /files', () => {
  test('news images are JPEGs, small, cached for a week, with ETag and 304', async () => {
    const res = await t.app.request('/uploads/noticia-01.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    const body = new Uint8Array(await res.arrayBuffer());
    expect([body[0], body[1]]).toEqual([0xff, 0xd8]);
    expect(body.length).toBeLessThan(40_000);
    const etag = res.headers.get('etag') ?? '';
    const again = await t.app.request('/uploads/noticia-01.jpg', {
      headers: { 'If-None-Match': `W/${etag}` },
    });
    expect(again.status).toBe(304);
  });

  test('secondary images in both languages exist', async () => {
    for (const name of ['noticia-01-b.jpg', 'noticia-01-b-en.jpg', 'equipa-marta-nobrega.jpg']) {
      expect((await t.app.request(`/uploads/${name}`)).status).toBe(200);
    }
  });

  test('documents are real PDFs served as application/pdf', async () => {
    for (const name of [
      'documento-01.pdf',
      'aviso-alimentacao-marco.pdf',
      'protocolo-dges.pdf',
      'plano-contingencia.pdf',
    ]) {
      const res = await t.app.request(`/files/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);
      const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  test('HEAD answers like GET without a body', async () => {
    const res = await t.app.request('/files/documento-01.pdf', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('');
  });

  test('[ERR-04] missing media answer 404 JSON, never the SPA', async () => {
    await expectNotFound(t.app, '/uploads/nao-existe.jpg');
    await expectNotFound(t.app, '/files/nao-existe.pdf');
    await expectNotFound(t.app, '/uploads/x');
    await expectNotFound(t.app, '/files/a/b.pdf');
    await expectNotFound(t.app, '/uploads/..%2f..%2fetc%2fpasswd');
  });
});
