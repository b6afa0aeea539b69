import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterEach, expect, test, vi } from 'vitest';
import { runRetention } from '../../delete-expired-applications';
import { createLogger } from '../../lib/logger';
import { startServer } from '../../server';
import { createTestApp, FIXTURE_SEED_DIR, VALID_APPLICATION } from '../../test-utils/test-app';
import { RETENTION_INTERVAL_MS } from './applications.retention';
import { listApplications, storeApplication } from './applications.store';

afterEach(() => vi.useRealTimers());

/** A database file with two stored applications, received at the given instants, each under its own key. */
async function databaseWith(received: Record<string, string>) {
  const t = await createTestApp();
  const keys: Record<string, string> = {};
  for (const [name, at] of Object.entries(received)) {
    keys[name] = randomUUID();
    storeApplication(t.db, {
      key: keys[name],
      bodyHash: name,
      application: { ...VALID_APPLICATION, alunouma: 'Sim', nomecompleto: name },
      now: new Date(at),
    });
  }
  t.db.close();
  return { dir: t.dir, file: path.join(t.dir, 'test.db'), keys };
}

function read(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return {
      names: listApplications(db).map((row) => row.nomecompleto),
      keys: (db.prepare('SELECT key FROM idempotency_keys').pluck().all() as string[]).sort(),
    };
  } finally {
    db.close();
  }
}

test('[LAW-04] the server deletes an application once it is older than APPLICATION_RETENTION_DAYS: at start, then daily (fake clock)', async () => {
  const { dir, file, keys } = await databaseWith({
    'Ana Antiga': '2023-03-10T12:00:00.000Z',
    'Rui Recente': '2026-02-15T09:00:00.000Z',
  });
  // The clock and the daily timer are fake; the server's sockets and its other timers are real.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  // 1,095.5 days after Ana's application: not yet past the three years (1,096 days).
  vi.setSystemTime(new Date('2026-03-10T00:00:00.000Z'));
  const lines: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  const server = await startServer({
    port: 0,
    databasePath: file,
    distDir: dir,
    seedDir: FIXTURE_SEED_DIR,
    logger,
    applicationRetentionDays: 1096,
  });
  try {
    expect(read(file).names).toEqual(['Ana Antiga', 'Rui Recente']);

    // A day later the daily run finds it past the retention: it goes (its idempotency key went at 60 days).
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS);
    expect(read(file)).toEqual({ names: ['Rui Recente'], keys: [keys['Rui Recente']] });
    const run = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => 'deleted' in l);
    expect(run.map((l) => l.deleted)).toEqual([0, 1]);
    expect(run[1]).toMatchObject({ cutoff: '2023-03-11T00:00:00.000Z', retentionDays: 1096 });
    // The server still stores and answers.
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  } finally {
    await server.close();
  }
});

test('[LAW-04] the operator command: --dry-run counts, without it deletes what is past the retention, with its idempotency key', async () => {
  const { file, keys } = await databaseWith({
    'Eva Velha': '2026-01-01T00:00:00.000Z',
    'Gil Novo': '2026-01-31T00:00:00.000Z',
  });
  const now = new Date('2026-02-01T00:00:00.000Z');
  expect(runRetention(file, { now, retentionDays: 30, dryRun: true })).toEqual({
    cutoff: '2026-01-02T00:00:00.000Z',
    deleted: 1,
  });
  expect(read(file).names).toEqual(['Eva Velha', 'Gil Novo']);
  expect(runRetention(file, { now, retentionDays: 30, dryRun: false }).deleted).toBe(1);
  // A replay of Eva's key must not answer with the reference of an application that is gone.
  expect(read(file)).toEqual({ names: ['Gil Novo'], keys: [keys['Gil Novo']] });
  expect(() => runRetention(`${file}.missing`, { now, retentionDays: 30, dryRun: true })).toThrow(
    'No database at',
  );
});
