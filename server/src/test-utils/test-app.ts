import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { MORADA_PRESET } from '../../../src/contract/requests/housing-application';
import { createApp } from '../app';
import { openDb } from '../db/open-db';
import type { Logger } from '../lib/logger';
import type { RateLimitOptions } from '../lib/rate-limit';
import { DEFAULT_VAPID_SUBJECT, keptVapidKeys } from '../push/vapid';
import type { RequestRecord } from '../lib/request-record';

/** Small, hand-made seed for route tests (the real seed in server/seed/ is checked separately). */
export const FIXTURE_SEED_DIR = fileURLToPath(new URL('../db/__fixtures__/seed', import.meta.url));

/** A Wednesday: its week runs Monday 2026-03-09 .. Saturday 2026-03-14. */
export const TEST_NOW = new Date('2026-03-11T12:00:00Z');

export interface TestApp {
  app: Hono;
  db: Database;
  dir: string;
  close(): void;
}

const SOURCE_DIRS = ['../db', '../lib', '../db/__fixtures__/seed', '../../migrations'].map((d) =>
  fileURLToPath(new URL(d, import.meta.url)),
);

/** Hash of everything that shapes a seeded database: seeding code, fixtures and the clock. */
function templateKey(now: Date): string {
  const hash = createHash('sha1').update(now.toISOString());
  for (const dir of SOURCE_DIRS) {
    for (const name of readdirSync(dir).sort()) {
      if (/\.(ts|json|sql)$/.test(name) && !name.endsWith('.test.ts'))
        hash.update(readFileSync(path.join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Templates of older code or fixtures (more than an hour old) are dropped when a new one is made. */
function removeStaleTemplates(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const file = path.join(tmpdir(), name);
    if (!/^sasuma-test-template-\w+\.db$/.test(name) || file === current) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > 3_600_000) rmSync(file, { force: true });
    } catch {
      // Another test process removed it first.
    }
  }
}

/**
 * Seeding renders images with sharp, and test files run in parallel processes: the fixture database is seeded once
 * into a template (keyed by the seeding code and fixtures) that each test file copies into its own directory.
 */
async function copyFixtureDatabase(file: string, now: Date): Promise<void> {
  const template = path.join(tmpdir(), `sasuma-test-template-${templateKey(now)}.db`);
  if (!existsSync(template)) {
    const scratch = `${template}.${process.pid}.${Date.now()}`;
    const db = await openDb({ path: scratch, now, seedDir: FIXTURE_SEED_DIR });
    db.pragma('journal_mode = DELETE'); // one self-contained file
    db.close();
    rmSync(`${scratch}.id`, { force: true }); // openDb's marker (db/store-marker.ts): each copy is a first start
    renameSync(scratch, template); // atomic: a concurrent test file never sees a half-written template
    removeStaleTemplates(template);
  }
  copyFileSync(template, file);
}

/** A throwaway SQLite file seeded from the fixtures, and the app on it. Call once per test file (beforeAll). */
export async function createTestApp(
  options: {
    now?: Date;
    distDir?: string;
    seedDir?: string;
    rateLimit?: RateLimitOptions;
    allowedOrigins?: readonly string[];
    onRequest?: (record: RequestRecord) => void;
    logger?: Logger;
    /** Web Push: a mock push service on loopback may be subscribed (PUSH_ALLOW_LOOPBACK). */
    pushAllowLoopback?: boolean;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-test-'));
  const now = options.now ?? TEST_NOW;
  const file = path.join(dir, 'test.db');
  if (!options.seedDir) await copyFixtureDatabase(file, now);
  const db = await openDb({ path: file, now, seedDir: options.seedDir ?? FIXTURE_SEED_DIR });
  const app = createApp({
    db,
    distDir: options.distDir ?? path.join(dir, 'dist'),
    now: () => now,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.pushAllowLoopback
      ? { push: { vapid: keptVapidKeys(db, DEFAULT_VAPID_SUBJECT), allowLoopback: true } }
      : {}),
  });
  return {
    app,
    db,
    dir,
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: created before its tests, closed after them. Read `app`/`db` inside tests and hooks only
 * (they exist once beforeAll has run); hooks registered after this call see them already made.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const made = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is made in beforeAll; read it inside a test or hook');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get db() {
      return made().db;
    },
    get dir() {
      return made().dir;
    },
  };
}

export interface JsonResult<T> {
  res: Response;
  body: T;
}

/** GET a path and parse the JSON body (null for 304). */
export async function getJson<T = unknown>(app: Hono, url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers });
  const body = (res.status === 304 ? null : await res.json()) as T;
  return { res, body } satisfies JsonResult<T>;
}

/**
 * GET a 200 answer and read it as the app does, with the client's contract schema: it must parse, and parsing must
 * change nothing (a field the contract lacks would be stripped, a bad value caught). The body is returned as sent,
 * so key checks still see exactly what the server wrote.
 */
export async function getParsed<T>(app: Hono, url: string, schema: { parse(value: unknown): T }) {
  const { res, body } = await getJson(app, url);
  expect(res.status, url).toBe(200);
  expect(schema.parse(body), url).toEqual(body);
  return { res, body: body as T } satisfies JsonResult<T>;
}

export function expectKeys(value: unknown, keys: string[]): void {
  expect(Object.keys(value as object).sort()).toEqual([...keys].sort());
}

interface ErrorBody {
  error: { code: string; message: string; issues?: { param: string; message: string }[] };
}

/** A 400 JSON answer naming the bad parameter. */
export async function expectBadRequest(app: Hono, url: string, param: string): Promise<void> {
  const { res, body } = await getJson<ErrorBody>(app, url);
  expect(res.status, url).toBe(400);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(body.error.code).toBe('bad_request');
  expect(body.error.issues?.map((issue) => issue.param)).toContain(param);
}

export async function expectNotFound(app: Hono, url: string): Promise<void> {
  const { res, body } = await getJson<ErrorBody>(app, url);
  expect(res.status, url).toBe(404);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(body.error.code).toBe('not_found');
}

/** A second request with the first one's ETag answers 304 with no body. */
export async function expectRevalidates(app: Hono, url: string): Promise<void> {
  const first = await app.request(url);
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const second = await app.request(url, { headers: { 'If-None-Match': etag ?? '' } });
  expect(second.status).toBe(304);
  expect(await second.text()).toBe('');
  expect(second.headers.get('etag')).toBe(etag);
}

/** A valid housing application for TEST_NOW, as the form posts it (honeypots untouched). */
export const VALID_APPLICATION = {
  concurso: { value: 'recandidatura', label: 'Recandidatura' },
  nomecompleto: 'Maria Sousa',
  numeroaluno: '2045123',
  distrito: 'Madeira',
  localidade: 'Funchal',
  alunouma: 'Sim',
  telemovel: '912 345 678',
  email: 'maria@example.pt',
  dataentrada: '2026-09-01',
  datasaida: '2027-07-15',
  enviarPorEmail: false,
  morada: MORADA_PRESET,
};

/**
 * POST a housing application: `body` as given when a string (raw text), else as JSON; a fresh key unless given;
 * no `Origin` header unless given (as curl or another server sends it).
 */
export function postApplication(
  app: Hono,
  body: unknown,
  options: { key?: string | null; type?: string; lang?: string; origin?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': options.type ?? 'application/json' };
  if (options.key !== null) headers['Idempotency-Key'] = options.key ?? crypto.randomUUID();
  if (options.origin !== undefined) headers.Origin = options.origin;
  const query = options.lang ? `?idioma=${options.lang}` : '';
  return Promise.resolve(
    app.request(`/api/sas/registercandidatura${query}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
