import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/src/server';

export interface ThroughputResult {
  path: string;
  requests: number;
  concurrency: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Requests per second of the bundled API on a fresh database, from this process over loopback. */
export async function measureApiThroughput(paths: string[], requests = 2000, concurrency = 32) {
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-bench-'));
  const server = await startServer({ port: 0, databasePath: join(dir, 'bench.db'), distDir: 'dist' });
  const results: ThroughputResult[] = [];
  try {
    for (const path of paths) {
      const latencies: number[] = [];
      let errors = 0;
      let next = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < requests) {
          next += 1;
          const t0 = performance.now();
          const response = await fetch(server.url + path).catch(() => null);
          if (!response?.ok) errors += 1;
          await response?.arrayBuffer();
          latencies.push(performance.now() - t0);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      results.push({
        path,
        requests,
        concurrency,
        requestsPerSecond: Math.round(requests / seconds),
        p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
        p95Ms: Math.round(percentile(latencies, 0.95) * 10) / 10,
        errors,
      });
    }
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
