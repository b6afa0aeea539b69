import { startBenchServer } from './bench-server';
import { measureOfflineStart } from './offline-start';
const server = await startBenchServer(process.env.BENCH_DIST_DIR ?? 'dist');
try {
  const r = await measureOfflineStart(server.url, Number(process.env.RUNS ?? 5));
  console.log(JSON.stringify({ cold: r.coldOffline.readyMs, coldHtml: r.coldOffline.htmlMs, coldFcp: r.coldOffline.firstContentfulPaintMs, warm: r.warmOnline.readyMs, warmFcp: r.warmOnline.firstContentfulPaintMs, reload: r.reloadOnline.readyMs, ratio: r.ratio }));
} finally { await server.close(); }
