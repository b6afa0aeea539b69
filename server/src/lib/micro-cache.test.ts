import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { afterEach, describe, expect, test } from 'vitest';
import { microCache } from './micro-cache';

const db = new Database(':memory:');
db.exec('CREATE TABLE t (x INTEGER)');
afterEach(() => {
  db.exec('DELETE FROM t');
});

function appWithClock(bounds: { maxEntries?: number; maxBytes?: number } = {}) {
  // A clock well past 0: lru-cache reads an entry started at 0 as having no TTL.
  const clock = { now: 10_000 };
  let calls = 0;
  const app = new Hono();
  const cache = microCache({ db, ttlMs: 1000, now: () => clock.now, ...bounds });
  app.use('/api/*', cache);
  app.get('/api/menu', (c) => {
    calls += 1;
    return c.json({ call: calls, rows: db.prepare('SELECT count(*) AS n FROM t').get() }, 200, {
      ETag: `"${calls}"`,
    });
  });
  app.get('/api/sized/:bytes', (c) => c.text('x'.repeat(Number(c.req.param('bytes')))));
  app.get('/api/missing', (c) => {
    calls += 1;
    return c.json({ error: 'not_found' }, 404);
  });
  return { app, clock, calls: () => calls, held: cache.held };
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
    clock.now += 1001; // lru-cache still serves an entry exactly ttl old
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

  test('[OPS-09] answers past their TTL are dropped as new ones come: it holds the last second of traffic', async () => {
    const { app, clock, held } = appWithClock();
    for (let i = 0; i < 300; i += 1) await app.request(`/api/menu?search=${i}`);
    expect(held().entries).toBe(300);
    clock.now += 1001; // lru-cache still serves an entry exactly ttl old
    await app.request('/api/menu?search=new');
    expect(held()).toEqual({ entries: 1, bytes: expect.any(Number) as number });
  });

  test('[OPS-09] at most maxEntries answers and maxBytes of bodies, oldest first; a body too big is sent, not kept', async () => {
    const { app, held, calls } = appWithClock({ maxEntries: 50, maxBytes: 10_000 });
    for (let i = 0; i < 1_000; i += 1) await app.request(`/api/menu?search=${i}`);
    expect(held().entries).toBe(50);
    const before = calls();
    await app.request('/api/menu?search=999'); // the newest is kept
    await app.request('/api/menu?search=0'); // the oldest was dropped
    expect(calls()).toBe(before + 1);

    for (let i = 0; i < 20; i += 1) await app.request(`/api/sized/${900 + i}`);
    expect(held().bytes).toBeLessThanOrEqual(10_000);
    const heldBefore = held();
    const big = await app.request('/api/sized/1500');
    expect((await big.text()).length).toBe(1500);
    expect(held()).toEqual(heldBefore);
  });
});
