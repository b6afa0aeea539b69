import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { afterEach, describe, expect, test } from 'vitest';
import { microCache } from './micro-cache';

const db = new Database(':memory:');
db.exec('CREATE TABLE t (x INTEGER)');
afterEach(() => {
  db.exec('DELETE FROM t');
});

function appWithClock() {
  const clock = { now: 0 };
  let calls = 0;
  const app = new Hono();
  app.use('/api/*', microCache({ db, ttlMs: 1000, now: () => clock.now }));
  app.get('/api/menu', (c) => {
    calls += 1;
    return c.json({ call: calls, rows: db.prepare('SELECT count(*) AS n FROM t').get() }, 200, {
      ETag: `"${calls}"`,
    });
  });
  app.get('/api/missing', (c) => {
    calls += 1;
    return c.json({ error: 'not_found' }, 404);
  });
  return { app, clock, calls: () => calls };
}

describe('API micro-cache', () => {
  test('the same GET within a second is answered from memory, status and headers included', async () => {
    const { app, calls } = appWithClock();
    const first = await app.request('/api/menu?week=1');
    const second = await app.request('/api/menu?week=1');
    expect(calls()).toBe(1);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('etag')).toBe('"1"');
    expect(second.headers.get('content-type')).toContain('application/json');
    await app.request('/api/menu?week=2');
    expect(calls()).toBe(2);
  });

  test('after the TTL, after a database write, or per encoding, the handler answers again', async () => {
    const { app, clock, calls } = appWithClock();
    await app.request('/api/menu');
    clock.now = 1000;
    await app.request('/api/menu');
    expect(calls()).toBe(2);
    db.prepare('INSERT INTO t VALUES (1)').run();
    const fresh = await app.request('/api/menu');
    expect(calls()).toBe(3);
    expect(await fresh.json()).toMatchObject({ rows: { n: 1 } });
    await app.request('/api/menu', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(calls()).toBe(4);
  });

  test('revalidations and failures are never served from memory', async () => {
    const { app, calls } = appWithClock();
    await app.request('/api/menu');
    await app.request('/api/menu', { headers: { 'If-None-Match': '"1"' } });
    expect(calls()).toBe(2);
    await app.request('/api/missing');
    const again = await app.request('/api/missing');
    expect(again.status).toBe(404);
    expect(calls()).toBe(4);
  });
});
