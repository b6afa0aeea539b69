import { format, startOfWeek, addDays } from 'date-fns';
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureApiThroughput } from './api-throughput';
import { measureBundle } from './bundle-size';

// Budgets from docs/architecture.md ("Testing", `npm run bench`), in gzip KiB.
const ENTRY_BUDGET_KIB = 110;
const ROUTE_BUDGET_KIB = 135;

// BENCH_DIST_DIR measures another build; --bundle-only skips the API throughput part (a quick budget check).
const bundle = measureBundle(process.env.BENCH_DIST_DIR ?? 'dist');
const bundleOnly = process.argv.includes('--bundle-only');
console.log('\nFirst-load JavaScript (gzip -9, KiB)');
console.log(`  entry (index + static imports)  ${bundle.entryKiB.toFixed(2)}  budget ${ENTRY_BUDGET_KIB}`);
console.log(`  start-up (catalog + persister)  ${bundle.startupKiB.toFixed(2)}`);
console.table(
  bundle.routes.map((r) => ({ route: r.route, 'route only': r.routeOnlyKiB, 'first load': r.firstLoadKiB })),
);

if (bundleOnly) {
  console.log(
    bundle.entryKiB > ENTRY_BUDGET_KIB
      ? `\nOVER BUDGET: entry ${bundle.entryKiB} KiB`
      : '\nEntry budget met.',
  );
  process.exit(0);
}

const monday = addDays(startOfWeek(new Date(), { weekStartsOn: 0 }), 1);
const week = `startdate=${format(addDays(monday, -1), 'yyyyMMdd')}&enddate=${format(addDays(monday, 5), 'yyyyMMdd')}`;
const throughput = await measureApiThroughput([
  `/api/ementas?idioma=pt&${week}`,
  '/api/docavisos?limit=10&offset=0&publicado=1&owner=682&sort=docaviso_datavigor&direction=DESC&idioma=pt',
  '/api/sas/document?limit=10&offset=0&owner=682&publicado=1&sort=doc_ano&direction=DESC&filter=regulamento&idioma=pt',
]);
console.log('\nAPI throughput (loopback, fresh database)');
console.table(throughput);

const overBudget = [
  ...(bundle.entryKiB > ENTRY_BUDGET_KIB ? [`entry ${bundle.entryKiB} KiB > ${ENTRY_BUDGET_KIB}`] : []),
  ...bundle.routes
    .filter((r) => r.firstLoadKiB > ROUTE_BUDGET_KIB)
    .map((r) => `${r.route} ${r.firstLoadKiB} KiB > ${ROUTE_BUDGET_KIB}`),
];
mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/results.json',
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      units: { size: 'KiB gzip -9', throughput: 'requests/s' },
      budgets: { entryKiB: ENTRY_BUDGET_KIB, routeFirstLoadKiB: ROUTE_BUDGET_KIB },
      bundle,
      apiThroughput: throughput,
      overBudget,
    },
    null,
    2,
  )}\n`,
);
console.log(overBudget.length ? `\nOVER BUDGET: ${overBudget.join('; ')}` : '\nAll bundle budgets met.');
console.log('Wrote bench/results.json');
