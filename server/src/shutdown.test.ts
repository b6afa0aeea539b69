import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { addDays, madeiraDay } from './lib/dates';
import { openDb } from './db/open-db';
import { FIXTURE_SEED_DIR, VALID_APPLICATION } from './test-utils/test-app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOW = new Date('2026-11-25T12:00:00Z');
/**
 * The server judges entry dates against its own clock, which main.ts takes from Date: this module, loaded before it,
 * stops the child's Date at NOW, as vi.setSystemTime would in this process.
 */
const FIXED_CLOCK = `data:text/javascript,${encodeURIComponent(`
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      if (args.length) super(...args);
      else super(${NOW.getTime()});
    }
    static now() {
      return ${NOW.getTime()};
    }
  };
`)}`;
const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** The JSON lines the child wrote, and a way to wait for one. */
function logLines(child: ChildProcess) {
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (line: Record<string, unknown>) => boolean; resolve: () => void }[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const text of parts.filter(Boolean)) {
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.match(line))) waiter.resolve();
    }
  });
  return {
    lines,
    waitFor(match: (line: Record<string, unknown>) => boolean): Promise<void> {
      if (lines.some(match)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

type Outcome = { status: number; body: string } | { error: string };

/** A POST on its own connection; `hold` sends the headers only (Expect: 100-continue) until `release` is called. */
function post(port: number, key: string, body: string, hold = false) {
  let req: ClientRequest | undefined;
  let inFlight: () => void = () => undefined;
  const accepted = new Promise<void>((resolve) => (inFlight = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/sas/registercandidatura',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'Idempotency-Key': key,
        ...(hold ? { Expect: '100-continue' } : {}),
      },
    });
    // `continue` comes once the server has read the headers and handed the request to the app: it is in flight.
    req.on('continue', inFlight);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (hold) req.flushHeaders();
    else req.end(body);
  });
  return { outcome, accepted, release: () => req?.end(body) };
}

/** A valid application whose dates hold for the server's today, NOW. */
function application(i: number) {
  const day = (offset: number) => addDays(madeiraDay(NOW), offset);
  return {
    ...VALID_APPLICATION,
    nomecompleto: `Estudante ${i}`,
    numeroaluno: String(2_000_000 + i),
    email: `estudante${i}@example.pt`,
    dataentrada: day(30),
    datasaida: day(300),
  };
}

describe('shutdown', () => {
  test('[OPS-06] SIGTERM while 50 application posts are in flight: every 2xx is stored whole, the rest got 503 or no connection, exit 0', async () => {
    const databasePath = path.join(dir, 'shutdown.db');
    // Seeded here for the server's today, so its start does nothing slow (no images to make).
    (await openDb({ path: databasePath, now: NOW, seedDir: FIXTURE_SEED_DIR })).close();
    const port = await freePort();
    const args = ['--import', 'tsx', '--import', FIXED_CLOCK, 'server/src/main.ts'];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: databasePath,
        DIST_DIR: path.join(dir, 'no-build'),
        LOG_LEVEL: 'info',
        RATE_LIMIT_BURST: '100000',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const log = logLines(child);
    await log.waitFor((line) => String(line.msg).startsWith('listening'));

    const sent = new Map<string, ReturnType<typeof application>>();
    const send = (i: number, hold: boolean) => {
      const key = randomUUID();
      sent.set(key, application(i));
      return { key, ...post(port, key, JSON.stringify(sent.get(key)), hold) };
    };
    // 10 posts whose bodies wait until the server is shutting down, 40 sent whole at the same moment.
    const held = Array.from({ length: 10 }, (_, i) => send(i, true));
    const whole = Array.from({ length: 40 }, (_, i) => send(10 + i, false));
    await Promise.all(held.map((h) => h.accepted));
    child.kill('SIGTERM');
    await log.waitFor((line) => String(line.msg).startsWith('closing'));
    // No new connection is accepted from here on.
    const late = Array.from({ length: 5 }, (_, i) => send(50 + i, false));
    for (const h of held) h.release();

    const outcomes = await Promise.all(
      [...held, ...whole].map(async (p) => ({ key: p.key, ...(await p.outcome) })),
    );
    expect(await exited).toBe(0);
    for (const l of late) expect(await l.outcome).toEqual({ error: 'ECONNREFUSED' });
    expect(log.lines.at(-1)?.msg).toBe('closed: database closed, exiting');

    // The held posts were in flight when the signal came: each finished and was stored.
    expect(outcomes.slice(0, 10).map((o) => ('status' in o ? o.status : o.error))).toEqual(
      Array(10).fill(201),
    );
    const acknowledged = outcomes.filter((o) => 'status' in o && o.status >= 200 && o.status < 300);
    const others = outcomes.filter((o) => !acknowledged.includes(o));
    for (const o of others) {
      if ('status' in o) expect(o.status, o.body).toBe(503);
      else expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up']).toContain(o.error);
    }

    const db = new Database(databasePath, { readonly: true });
    const rows = db
      .prepare(
        `SELECT idempotency_key AS key, reference, received_at, request_id, concurso_value, concurso_label,
           nomecompleto, numeroaluno, distrito, localidade, alunouma, telemovel, email, dataentrada, datasaida
         FROM applications`,
      )
      .all() as ({ key: string } & Record<string, string>)[];
    db.close();
    expect(rows.map((row) => row.key).sort()).toEqual(acknowledged.map((o) => o.key).sort());
    for (const row of rows) {
      const body = sent.get(row.key);
      const answer = acknowledged.find((o) => o.key === row.key);
      expect(row).toEqual({
        key: row.key,
        reference: JSON.parse(answer && 'body' in answer ? answer.body : '{}').reference as string,
        received_at: NOW.toISOString(),
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        concurso_value: body?.concurso.value,
        concurso_label: body?.concurso.label,
        nomecompleto: body?.nomecompleto,
        numeroaluno: body?.numeroaluno,
        distrito: body?.distrito,
        localidade: body?.localidade,
        alunouma: body?.alunouma,
        telemovel: body?.telemovel,
        email: body?.email,
        dataentrada: body?.dataentrada,
        datasaida: body?.datasaida,
      });
    }
  }, 30_000);
});
