import { percentile, spread } from './stats';

export interface ThroughputResult {
  path: string;
  requests: number;
  concurrency: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
}

export interface ApiVsStatic {
  path: string;
  /** Median requests/s over the rounds, each round API then static. */
  apiRequestsPerSecond: number;
  staticRequestsPerSecond: number;
  /** API / static, of the medians. */
  ratio: number;
  rounds: number;
}

/**
 * Requests per second for one URL over `durationMs`, `concurrency` requests in flight from this process (loopback).
 * Timed, not counted: the bench's length stays the same on a loaded machine.
 */
export async function measureUrl(url: string, durationMs = 2000, concurrency = 32) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < durationMs) {
      const t0 = performance.now();
      const response = await fetch(url).catch(() => null);
      if (!response?.ok) errors += 1;
      await response?.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 0.95) * 10) / 10,
    errors,
  };
}

/** Requests per second of the bundled API (fresh database) for each path. */
export async function measureApiThroughput(
  baseUrl: string,
  paths: string[],
  durationMs = 2000,
  concurrency = 32,
) {
  const results: ThroughputResult[] = [];
  for (const path of paths) {
    await measureUrl(baseUrl + path, 300, concurrency); // warm-up: JIT, SQLite page cache
    results.push({ path, concurrency, ...(await measureUrl(baseUrl + path, durationMs, concurrency)) });
  }
  return results;
}

/**
 * The API against a plain static server answering the same bytes (bench-server.ts), alternating in the same run
 * so both see the same machine load. The budget: the API serves at least 60 % of the static rate.
 */
export async function compareApiWithStatic(
  apiUrl: string,
  staticUrl: string,
  path: string,
  rounds = 3,
  durationMs = 2000,
  concurrency = 32,
): Promise<ApiVsStatic> {
  await measureUrl(apiUrl, 300, concurrency);
  await measureUrl(staticUrl, 300, concurrency);
  const api: number[] = [];
  const statics: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    api.push((await measureUrl(apiUrl, durationMs, concurrency)).requestsPerSecond);
    statics.push((await measureUrl(staticUrl, durationMs, concurrency)).requestsPerSecond);
  }
  const apiMedian = spread(api).median;
  const staticMedian = spread(statics).median;
  return {
    path,
    apiRequestsPerSecond: apiMedian,
    staticRequestsPerSecond: staticMedian,
    ratio: Math.round((apiMedian / staticMedian) * 100) / 100,
    rounds,
  };
}
