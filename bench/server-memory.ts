import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/src/server';

/** What one run of this module measures (OPS-09): heap after a forced GC, before and after each load. */
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
    await load(server.url, RENDERS, 2, (i) => `/avisosecomunicados?u=${i}`);
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv[2] ?? 'dist');
