import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { MORADA_PRESET } from '../src/contract/requests/housing-application';
import { applicationFields } from '../src/contract/requests/housing-application-fields';
import { startServer } from '../server/src/server';

// `npm run load:applications`: 500 concurrent valid applications, 500 concurrent replays of one key, and 10,000
// generated invalid bodies against a fresh server. Prints the figures; exits 1 if any expectation fails.
// The per-IP limit is raised for the run: every request here comes from one address.

// The server refuses entry dates in the past: entry a month from today, a ten-month stay.
const entry = addMonths(new Date(), 1);
const year = entry.getFullYear();
const valid = {
  concurso: { value: 'recandidatura', label: 'Recandidatura' },
  nomecompleto: 'Carga Teste',
  numeroaluno: '',
  distrito: 'Madeira',
  localidade: 'Funchal',
  alunouma: 'Sim',
  telemovel: '912345678',
  email: 'carga@example.pt',
  dataentrada: format(entry, 'yyyy-MM-dd'),
  datasaida: format(addMonths(entry, 10), 'yyyy-MM-dd'),
  enviarPorEmail: false,
  morada: MORADA_PRESET,
};

// Every field but the optional student number.
const required = applicationFields.filter((field) => field !== 'numeroaluno');
const junk: unknown[] = [
  null,
  0,
  -1,
  Number.MAX_VALUE,
  true,
  [],
  {},
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '\u0000',
  '😀'.repeat(50),
];

/** A body that the contract must reject (or a bot's, which must be stored nowhere). */
function invalidBody(i: number): string {
  const pick = <T>(list: T[]) => list[(i * 7919 + list.length) % list.length] as T;
  const field = pick(required);
  switch (i % 8) {
    case 0: {
      const { [field]: _removed, ...rest } = valid as Record<string, unknown>;
      return JSON.stringify(rest);
    }
    case 1:
      return JSON.stringify({
        ...valid,
        [field]: pick(junk.filter((v) => typeof v !== 'string' || v.trim() === '')),
      });
    case 2:
      return JSON.stringify({ ...valid, email: pick(['a', 'a@', '@b.pt', 'a b@c.pt', 'x'.repeat(300)]) });
    case 3:
      return JSON.stringify({
        ...valid,
        dataentrada: pick([`${year}-02-30`, `${year}-13-01`, 'amanhã', `01/09/${year}`]),
      });
    case 4:
      return JSON.stringify({ ...valid, datasaida: '2020-01-01' });
    case 5:
      return pick(['{', '[]', 'null', '"texto"', '{"concurso":', '{"__proto__":{"admin":true}}', '\u0000']);
    case 6:
      return JSON.stringify({ ...valid, telemovel: pick(['abc', '12', '+', '9'.repeat(40)]) });
    default:
      return JSON.stringify({ ...valid, enviarPorEmail: '1' }); // honeypot: 2xx, stored nowhere
  }
}

async function post(url: string, body: string, key = randomUUID()) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

async function inParallel<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const dir = mkdtempSync(join(tmpdir(), 'sasuma-load-'));
const databasePath = join(dir, 'load.db');
const server = await startServer({
  port: 0,
  databasePath,
  distDir: 'dist',
  rateLimit: { perMinute: 1e6, burst: 1e6 },
});
const url = `${server.url}/api/sas/registercandidatura`;
const rows = () => {
  const db = new Database(databasePath, { readonly: true });
  const n = (db.prepare('SELECT COUNT(*) AS n FROM applications').get() as { n: number }).n;
  db.close();
  return n;
};
const failures: string[] = [];
try {
  let t0 = performance.now();
  const distinct = await inParallel(500, 500, () => post(url, JSON.stringify(valid)));
  const distinctMs = performance.now() - t0;
  const distinctRows = rows();
  console.log(
    `500 concurrent valid, distinct keys: ${distinct.filter((s) => s === 201).length} x 201, ${distinctRows} rows, ${Math.round(distinctMs)} ms`,
  );
  if (distinctRows !== 500 || distinct.some((s) => s !== 201)) failures.push('distinct keys');

  const key = randomUUID();
  const body = JSON.stringify({ ...valid, nomecompleto: 'Replay Teste' });
  t0 = performance.now();
  const replays = await inParallel(500, 500, () => post(url, body, key));
  const replayRows = rows() - distinctRows;
  console.log(
    `500 concurrent replays of one key: ${replays.filter((s) => s === 201).length} x 201, ${replayRows} new row(s), ${Math.round(performance.now() - t0)} ms`,
  );
  if (replayRows !== 1 || replays.some((s) => s !== 201)) failures.push('replays');

  const before = rows();
  t0 = performance.now();
  const fuzz = await inParallel(10_000, 50, (i) => post(url, invalidBody(i)));
  const fuzzRows = rows() - before;
  const byStatus = fuzz.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  const fivexx = fuzz.filter((s) => s >= 500).length;
  console.log(
    `10000 invalid bodies: ${fivexx} x 5xx, ${fuzzRows} rows, statuses ${JSON.stringify(byStatus)}, ${Math.round(performance.now() - t0)} ms`,
  );
  if (fivexx > 0 || fuzzRows > 0) failures.push('fuzz');
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`FAILED: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('All load and fuzz expectations met.');
