import { describe, expect, test } from 'vitest';
import { listApplications } from '../routes/applications/applications.store';
import { postApplication, useTestApp, VALID_APPLICATION } from '../test-utils/test-app';
import { createLogger } from './logger';

/** What the server wrote, one parsed JSON object per line (a line that is not JSON fails the test). */
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
const logger = createLogger('info', {
  write(line: string) {
    raw.push(line);
    lines.push(JSON.parse(line) as Record<string, unknown>);
  },
});
const t = useTestApp({ logger });

function linesSince(from: number) {
  return lines.slice(from);
}

describe('request log', () => {
  test('[OPS-03] one JSON line per request: id, method, path, the query parameter names, status, duration', async () => {
    const from = lines.length;
    const res = await t.app.request('/api/docavisos?filter=Maria%20Sousa&limit=2&idioma=en&filter=x');
    expect(res.status).toBe(200);
    await t.app.request('/api/nope');
    const [list, missing] = linesSince(from);
    expect(list).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      pid: process.pid,
      hostname: expect.any(String) as string,
      msg: 'request',
      reqId: res.headers.get('x-request-id'),
      method: 'GET',
      path: '/api/docavisos',
      query: ['filter', 'idioma', 'limit'],
      status: 200,
      ms: expect.any(Number) as number,
    });
    expect(missing).toMatchObject({ path: '/api/nope', status: 404 });
    expect(missing).not.toHaveProperty('query');
    // The search words are nowhere in what was written.
    expect(raw.slice(from).join('')).not.toMatch(/Maria|Sousa/);
  });

  test('[OPS-03] a sane incoming X-Request-Id is kept and sent back; anything else gets a fresh id', async () => {
    const from = lines.length;
    const kept = await t.app.request('/api/restaurantes', { headers: { 'X-Request-Id': 'proxy-4f2a.19:7' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-4f2a.19:7');
    const forged = '"} {"level":"fatal","msg":"forged';
    const replaced = await t.app.request('/api/restaurantes', { headers: { 'X-Request-Id': forged } });
    const tooLong = await t.app.request('/api/restaurantes', {
      headers: { 'X-Request-Id': 'a'.repeat(200) },
    });
    const none = await t.app.request('/api/restaurantes');
    for (const res of [replaced, tooLong, none]) {
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set([replaced, tooLong, none].map((res) => res.headers.get('x-request-id'))).size).toBe(3);
    expect(linesSince(from).map((line) => line.reqId)).toEqual(
      [kept, replaced, tooLong, none].map((res) => res.headers.get('x-request-id')),
    );
    // Errors, static files and cached answers carry it too.
    expect((await t.app.request('/api/docavisos?limit=-1')).headers.get('x-request-id')).toBeTruthy();
    expect((await t.app.request('/files/documento-01.pdf')).headers.get('x-request-id')).toBeTruthy();
  });

  test('[OPS-03] an application post logs nothing of the form, and its row carries the request id', async () => {
    const from = lines.length;
    const applicant = {
      ...VALID_APPLICATION,
      nomecompleto: 'Quitéria Personal',
      email: 'quiteria@example.pt',
    };
    const res = await postApplication(t.app, applicant);
    expect(res.status).toBe(201);
    const rejected = await postApplication(t.app, { ...applicant, email: 'quiteria-not-an-email' });
    expect(rejected.status).toBe(422);
    const written = raw.slice(from).join('');
    for (const value of ['Quitéria', 'quiteria', '912 345 678', '2045123', 'Funchal', 'Recandidatura']) {
      expect(written).not.toContain(value);
    }
    expect(linesSince(from)).toMatchObject([
      { method: 'POST', path: '/api/sas/registercandidatura', status: 201 },
      { method: 'POST', path: '/api/sas/registercandidatura', status: 422 },
    ]);
    const row = t.db
      .prepare('SELECT request_id FROM applications WHERE nomecompleto = ?')
      .pluck()
      .get('Quitéria Personal');
    expect(row).toBe(res.headers.get('x-request-id'));
    expect(listApplications(t.db).length).toBe(1);
  });

  test('[OPS-03] LOG_LEVEL=silent writes nothing', async () => {
    const quiet: string[] = [];
    const silent = createLogger('silent', { write: (line: string) => quiet.push(line) });
    silent.info({ path: '/x' }, 'request');
    silent.error('failure');
    expect(quiet).toEqual([]);
  });
});
