// Diagnostic (not in the bench): ms per rendered list page and the process RSS after N renders, under the NODE_ENV given.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/src/server';

const dir = mkdtempSync(join(tmpdir(), 'sasuma-rss-'));
const server = await startServer({ port: 0, databasePath: join(dir, 'r.db'), distDir: 'dist' });
const N = Number(process.argv[2] ?? 1000);
const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 2 }, async () => {
    while (next < N) {
      const r = await fetch(`${server.url}/avisosecomunicados?u=${next++}`);
      await r.arrayBuffer();
    }
  }),
);
const ms = performance.now() - t0;
console.log(
  JSON.stringify({
    env: process.env.NODE_ENV ?? '-',
    renders: N,
    msPerRender: +(ms / N).toFixed(1),
    rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
  }),
);
await server.close();
