import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp } from '../../app';
import {
  createTestApp,
  expectNotFound,
  postApplication,
  TEST_NOW,
  VALID_APPLICATION,
  type TestApp,
} from '../../test-utils/test-app';
import { listApplications } from '../applications/applications.store';

const SHELL = '<!doctype html><title>SASUMA</title><div id="root"></div>';

/** Each test breaks its own database: a fresh app per test, with a build whose shell the SPA fallback would send. */
const made: TestApp[] = [];
async function freshApp(): Promise<TestApp> {
  const t = await createTestApp();
  mkdirSync(path.join(t.dir, 'dist'), { recursive: true });
  writeFileSync(path.join(t.dir, 'dist', 'shell.html'), SHELL);
  made.push(t);
  return t;
}
afterEach(() => {
  for (const t of made.splice(0)) t.close();
});

async function readJson(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Record<string, unknown>;
}

describe('health and readiness', () => {
  test('[OPS-02] /api/health answers 200 {status: ok}, JSON, no-store (GET and HEAD)', async () => {
    const { app } = await freshApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(res)).toEqual({ status: 'ok' });
    expect((await app.request('/api/health', { method: 'HEAD' })).status).toBe(200);
  });

  test('[OPS-02] /api/ready answers 200 while an application can be stored, leaves no row, and is never kept', async () => {
    const { app, db } = await freshApp();
    for (let i = 0; i < 2; i += 1) {
      const res = await app.request('/api/ready');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(await readJson(res)).toEqual({ status: 'ok' });
    }
    expect(listApplications(db)).toEqual([]);
    // A post right after finds its id unused by the probe.
    const stored = await postApplication(app, VALID_APPLICATION);
    expect(((await stored.json()) as { reference: string }).reference).toBe('SAS-2026-000001');
  });

  test('[OPS-02] /api/ready answers 503 with a reason when the database cannot be read or written', async () => {
    const { dir } = await freshApp();
    const closed = new Database(path.join(dir, 'closed.db'));
    closed.close(); // every query now throws
    const unreadable = createApp({ db: closed, distDir: path.join(dir, 'dist'), now: () => TEST_NOW });
    const res = await unreadable.request('/api/ready');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(res)).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^the database does not answer a query/) as string,
    });
    // The process itself still answers: liveness is not readiness.
    expect((await unreadable.request('/api/health')).status).toBe(200);

    const { app, db } = await freshApp();
    db.exec('DROP TABLE applications'); // e.g. a hand-made change gone wrong
    const unwritable = await app.request('/api/ready');
    expect(unwritable.status).toBe(503);
    expect((await readJson(unwritable)).reason).toMatch(/^the applications table cannot be written/);
  });

  test('[OPS-02] with the database file deleted while the server runs: ready is 503 and an application is not acknowledged', async () => {
    const { app, db, dir } = await freshApp();
    expect((await postApplication(app, VALID_APPLICATION)).status).toBe(201);
    rmSync(path.join(dir, 'test.db'));

    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect((await readJson(ready)).reason).toBe(
      'the database file is missing (deleted or moved while the server runs)',
    );
    const post = await postApplication(app, { ...VALID_APPLICATION, nomecompleto: 'Rui Lost' });
    expect(post.status).toBe(503); // a 5xx: the app's outbox keeps the application and sends it again
    expect(post.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(post)).toEqual({
      error: { code: 'unavailable', message: expect.stringMatching(/tente mais tarde/) as string },
    });
    // Nothing went into the orphaned file either.
    expect(listApplications(db).map((row) => row.nomecompleto)).toEqual(['Maria Sousa']);
  });

  test('[OPS-02] a database file replaced under the server (another file at the path) is not ready either', async () => {
    const { app, dir } = await freshApp();
    const file = path.join(dir, 'test.db');
    copyFileSync(file, `${file}.copy`);
    renameSync(`${file}.copy`, file);
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect((await readJson(ready)).reason).toMatch(/replaced/);
    expect((await postApplication(app, VALID_APPLICATION)).status).toBe(503);
  });

  test('[OPS-02] unknown /api paths answer JSON 404 for any method, and probe paths are never the app HTML', async () => {
    const { app } = await freshApp();
    await expectNotFound(app, '/api/does-not-exist');
    await expectNotFound(app, '/api/healthz');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await app.request('/api/does-not-exist', { method });
      expect(res.status, method).toBe(404);
      expect(((await readJson(res)) as { error: { code: string } }).error.code).toBe('not_found');
    }
    for (const probe of ['/healthz', '/health', '/readyz', '/ready', '/livez', '/healthz/']) {
      const res = await app.request(probe);
      expect(res.status, probe).toBe(404);
      expect(await res.text(), probe).toContain('/api/health');
    }
    // App routes still get the app.
    const page = await app.request('/alojamento');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(SHELL);
  });
});
