import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { RequestRecord } from './lib/request-record';
import { startServer } from './server';
import { FIXTURE_SEED_DIR, TEST_NOW } from './test-utils/test-app';

const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('startServer on port 0 serves API and app, tells its hook of every request, and closes', async () => {
  writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><title>SASUMA</title>');
  const seen: RequestRecord[] = [];
  const server = await startServer({
    onRequest: (record) => seen.push(record),
    port: 0,
    databasePath: path.join(dir, 'data', 'nested', 'sasuma.db'),
    distDir: dir,
    now: () => TEST_NOW,
    seedDir: FIXTURE_SEED_DIR,
  });
  expect(server.port).toBeGreaterThan(0);
  expect(server.url).toBe(`http://localhost:${server.port}`);
  const api = await fetch(`${server.url}/api/docavisos?limit=1&idioma=en`);
  expect(api.status).toBe(200);
  expect(((await api.json()) as { total: number }).total).toBe(11);
  const page = await fetch(`${server.url}/en/documentacao`);
  expect(await page.text()).toContain('SASUMA');
  const head = await fetch(`${server.url}/files/documento-01.pdf`, { method: 'HEAD' });
  expect(head.headers.get('content-type')).toBe('application/pdf');
  expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /api/docavisos?limit=1&idioma=en',
    'GET /en/documentacao',
    'HEAD /files/documento-01.pdf',
  ]);
  await server.close();
  await expect(fetch(`${server.url}/api/faq`)).rejects.toThrow();
});

test('a second start on the same database file reuses it without reseeding', async () => {
  const databasePath = path.join(dir, 'data', 'nested', 'sasuma.db');
  const server = await startServer({
    port: 0,
    databasePath,
    distDir: dir,
    now: () => TEST_NOW,
    seedDir: '/nonexistent',
  });
  const res = await fetch(`${server.url}/api/restaurantes`);
  expect(res.status).toBe(200);
  await server.close();
});
