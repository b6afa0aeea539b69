import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SEED_DIR } from '../server/src/db/read-seed';
import { startServer, type RunningServer, type StartServerOptions } from '../server/src/server';
import type { RequestRecord } from '../server/src/lib/request-record';
import { serverFaults, type ServerFaults } from './server-faults';

/** The real server, with the list of the requests it received that tests read (`whileOffline`, API calls made). */
export interface TestServer extends RunningServer {
  /** Every request, in order (any path, `path` = pathname + search); kept by the test, not the server. */
  requests: RequestRecord[];
  /** The network's faults on a path, played at the server (e2e/server-faults.ts). */
  faults: ServerFaults;
  /**
   * The server's clock: the machine's, unless a test fixes it at the instant it gave the browser (`fixClock` in
   * fixtures.ts) until `unpin()`. A server started with its own `now` keeps that.
   */
  clock: { pin(at: Date): void; unpin(): void };
}

let calendarFree: string | undefined;

/**
 * The seed with a closures calendar that closes nothing. Most tests run on the day they are run, and would fail on
 * a holiday or in the office's closures (no menu that day); the calendar's own tests (e2e/canteen-honest.spec.ts) use
 * the real seed on servers of their own, at fixed dates.
 */
export function calendarFreeSeedDir(): string {
  if (calendarFree) return calendarFree;
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-seed-'));
  cpSync(DEFAULT_SEED_DIR, dir, { recursive: true });
  writeFileSync(
    join(dir, 'closures.json'),
    JSON.stringify({
      feriados_nacionais: null,
      nomes_en: {},
      feriados_regionais: [],
      calendario_ate: null,
      encerramentos: [],
    }),
  );
  calendarFree = dir;
  return dir;
}

/**
 * startServer with its test hooks: `requests` filled as they arrive (the server itself keeps nothing per request,
 * OPS-03), and `faults` at its door. Seeded from `calendarFreeSeedDir()` unless the test names a seed.
 */
export async function startTestServer(options: StartServerOptions): Promise<TestServer> {
  const requests: RequestRecord[] = [];
  const faults = serverFaults();
  let pinned: Date | undefined;
  const server = await startServer({
    now: () => pinned ?? new Date(),
    seedDir: calendarFreeSeedDir(),
    // A push subscription of a test points at 127.0.0.1 (headless Chromium has no push service): loopback is allowed.
    push: { allowLoopback: true },
    ...options,
    onRequest: (record) => requests.push(record),
    intercept: faults.intercept,
  });
  const clock = {
    pin: (at: Date) => void (pinned = at),
    unpin: () => void (pinned = undefined),
  };
  return Object.assign(server, { requests, faults, clock });
}
