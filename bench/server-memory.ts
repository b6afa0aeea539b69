import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/src/server';
import { startBuiltServer } from './bench-server';
import { percentile, round, spread } from './stats';

/**
 * What measureServerMemory measures (OPS-09): the live heap, after a forced GC, before and after each load (what the
 * server keeps per request). What the process holds as production runs it is measureServerRss's (issue 43).
 */
export interface ServerMemory {
  gets: { requests: number; concurrency: number; beforeMiB: number; afterMiB: number; growthMiB: number };
  renders: { renders: number; beforeMiB: number; afterMiB: number; growthMiB: number };
}

const GETS = 100_000;
const CONCURRENCY = 20;
const RENDERS = 3_000;

/**
 * Runs this file in a Node process of its own, with `--expose-gc`, so the heap it reads is the server's and a GC can be
 * forced before each reading: the server in process, the load from the same process (the client's garbage is
 * collected with the rest). `distDir`: the build whose list pages are rendered.
 */
export function measureServerMemory(distDir: string): ServerMemory {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), distDir],
    { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, maxBuffer: 1 << 20 },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ServerMemory;
}

const heapMiB = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  gc();
  return Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10;
};

async function load(base: string, count: number, concurrency: number, path: (i: number) => string) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const response = await fetch(base + path(next++));
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function main(distDir: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-memory-'));
  const server = await startServer({ port: 0, databasePath: join(dir, 'memory.db'), distDir });
  try {
    // Warm: every module loaded, every statement prepared, the caches at their steady size.
    await load(server.url, 2_000, CONCURRENCY, (i) => `/api/docavisos?limit=10&offset=${i % 30}&idioma=pt`);
    await load(server.url, 50, 2, (i) => `/avisosecomunicados?warm=${i}`);
    // Unique query strings: nothing the server keeps per answer can be reused, only what it keeps per request grows.
    const paths = [
      (i: number) => `/api/docavisos?limit=10&offset=${i % 30}&idioma=pt&u=${i}`,
      (i: number) => `/api/noticiassas?limit=9&offset=0&idioma=en&u=${i}`,
      (i: number) => `/api/sas/document?limit=10&offset=0&filter=regulamento&u=${i}`,
      (i: number) => `/api/restaurantes?idioma=pt&u=${i}`,
    ];
    const getsBefore = heapMiB();
    await load(server.url, GETS, CONCURRENCY, (i) => paths[i % paths.length]!(i));
    const getsAfter = heapMiB();
    // Home too: each of its renders cut 18 notices' HTML to text, which once left listeners on the shared jsdom window.
    await load(server.url, RENDERS, 2, (i) => `${i % 2 ? '/' : '/avisosecomunicados'}?u=${i}`);
    const rendersAfter = heapMiB();
    const result: ServerMemory = {
      gets: {
        requests: GETS,
        concurrency: CONCURRENCY,
        beforeMiB: getsBefore,
        afterMiB: getsAfter,
        growthMiB: Math.round((getsAfter - getsBefore) * 10) / 10,
      },
      renders: {
        renders: RENDERS,
        beforeMiB: getsAfter,
        afterMiB: rendersAfter,
        growthMiB: Math.round((rendersAfter - getsAfter) * 10) / 10,
      },
    };
    console.log(JSON.stringify(result));
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What measureServerRss measures (issue 43), in MiB and ms. */
export interface ServerRss {
  command: string;
  /** `npm start` runs the same command after its build. */
  startMatchesServe: boolean;
  /** VmRSS once a first start, on a new database (seeded: sharp's images), answers. */
  firstStartMiB: number;
  /** VmRSS on an existing database, after its warm-up renders. */
  warmMiB: number;
  renders: number;
  concurrency: number;
  paths: string[];
  /** VmRSS right after the renders (the budget's figure), and the process's peak (VmHWM) over its life. */
  afterMiB: number;
  peakMiB: number;
  rendersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

export const RSS_RENDERS = 4_000;
const RSS_CONCURRENCY = 2;
// Pages rendered with their data (server/src/page-render.ts: the `prerender` routes), in both languages: home and the
// lists.
const RENDERED_PAGES = [
  '/',
  '/en',
  '/avisosecomunicados',
  '/noticiassas',
  '/documentacao',
  '/en/avisosecomunicados',
  '/en/noticiassas',
  '/en/documentacao',
];

/** The flags of package.json's `serve` (`node [flags] server/dist/main.js`), and whether `start` runs the same. */
function serveCommand(root: string): { nodeArgs: string[]; startMatchesServe: boolean } {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serve = scripts.serve ?? '';
  const match = /^node((?:\s+--\S+)*)\s+server\/dist\/main\.js$/.exec(serve);
  if (!match) throw new Error(`package.json's serve is not "node [--flags] server/dist/main.js": ${serve}`);
  return {
    nodeArgs: (match[1] ?? '').trim().split(/\s+/).filter(Boolean),
    startMatchesServe: scripts.start === `npm run build && ${serve}`,
  };
}

/** VmRSS and VmHWM of a process, in MiB. */
function residentMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: round(kib('VmRSS') / 1024), peak: round(kib('VmHWM') / 1024) };
}

/** `count` GETs, `concurrency` at a time; each one's time in ms. A status other than 200 stops the bench. */
async function timedLoad(base: string, count: number, concurrency: number, path: (i: number) => string) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const url = base + path(next++);
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

/**
 * The server's resident memory as production runs it (issue 43): `npm run serve`'s command (package.json: `node`, its
 * flags, `server/dist/main.js`, built by `npm run build`) in a process of its own, started once on a new database (it
 * seeds it: what a first start costs) and again on that database, as every later start is; then `RSS_RENDERS` list
 * pages rendered with their data, each with a unique query string, 2 at a time from this process. The RSS is read
 * from outside (/proc/<pid>/status), with no forced GC: what the process holds after the load is what a container
 * charges it. `nodeArgs` replaces the serve command's flags (an A/B of them: `--rss-ab`).
 */
export async function measureServerRss(
  distDir: string,
  { root = process.cwd(), nodeArgs }: { root?: string; nodeArgs?: string[] } = {},
): Promise<ServerRss> {
  const serve = serveCommand(root);
  const args = nodeArgs ?? serve.nodeArgs;
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-rss-'));
  const databasePath = join(dir, 'rss.db');
  try {
    const first = await startBuiltServer(root, distDir, { nodeArgs: args, databasePath });
    const firstStartMiB = residentMiB(first.pid).rss;
    await first.close();
    const server = await startBuiltServer(root, distDir, { nodeArgs: args, databasePath });
    try {
      const page = (i: number) => RENDERED_PAGES[i % RENDERED_PAGES.length] ?? '/';
      await timedLoad(server.url, 60, RSS_CONCURRENCY, (i) => `${page(i)}?warm=${i}`);
      const warmMiB = residentMiB(server.pid).rss;
      const started = performance.now();
      const times = await timedLoad(server.url, RSS_RENDERS, RSS_CONCURRENCY, (i) => `${page(i)}?u=${i}`);
      const seconds = (performance.now() - started) / 1000;
      const after = residentMiB(server.pid);
      const sorted = times.sort((a, b) => a - b);
      return {
        command: ['node', ...args, 'server/dist/main.js'].join(' '),
        startMatchesServe: serve.startMatchesServe,
        firstStartMiB,
        warmMiB,
        renders: RSS_RENDERS,
        concurrency: RSS_CONCURRENCY,
        paths: RENDERED_PAGES,
        afterMiB: after.rss,
        peakMiB: after.peak,
        rendersPerSecond: round(RSS_RENDERS / seconds),
        p50Ms: round(spread(sorted).median, 1),
        p95Ms: round(percentile(sorted, 0.95), 1),
      };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `tsx bench/server-memory.ts --rss-ab=N [--rss-b=<dir>] [distDir]`: this checkout's build run by its serve command (A)
 * and B, alternating A B / B A for N rounds, each a measureServerRss of its own (this machine's speed drifts: judge a
 * change this way, never against an old record). B: another built checkout (its dist/, its server/dist/ and its own
 * serve command), or by default this build run by plain `node server/dist/main.js` (the serve command's flags off).
 */
async function rssAb(rounds: number, distDir: string, other: string | undefined) {
  const a = { root: process.cwd(), distDir };
  const b = other
    ? { root: resolve(other), distDir: join(resolve(other), 'dist') }
    : { root: process.cwd(), distDir, nodeArgs: [] };
  const rows: Array<Record<string, string | number>> = [];
  for (let n = 0; n < rounds; n++) {
    for (const [name, { distDir: dist, ...options }] of n % 2 === 0
      ? ([
          ['A', a],
          ['B', b],
        ] as const)
      : ([
          ['B', b],
          ['A', a],
        ] as const)) {
      const r = await measureServerRss(dist, options);
      rows.push({
        round: n + 1,
        build: name,
        command: r.command,
        'first start MiB': r.firstStartMiB,
        'warm MiB': r.warmMiB,
        'after MiB': r.afterMiB,
        'peak MiB': r.peakMiB,
        'renders/s': r.rendersPerSecond,
        'p50 ms': r.p50Ms,
        'p95 ms': r.p95Ms,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
  console.table(rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name: string) =>
    process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1) || undefined;
  const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist';
  const rounds = option('--rss-ab');
  if (rounds) await rssAb(Number(rounds), dist, option('--rss-b'));
  else await main(dist);
}
