import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Build } from './baseline';
import { startBuiltServer, startFloorServer } from './bench-server';
import { measureBundle, type BundleReport } from './bundle-size';
import {
  LIGHTHOUSE_ROUTES,
  lighthouseFailures,
  lighthouseRow,
  runLighthouseSideBySide,
  type LighthouseRoute,
} from './lighthouse';
import { finishMachine, machineSummary, type Machine } from './machine';
import { measureInteractions } from './interactions';
import { canMoveClock, measureColdOfflineSideBySide, type ColdOfflineComparison } from './offline-start';
import { formatMs, formatSpread, measuredAt, ratioVerdict, round } from './stats';

interface CompareOptions {
  /** A: the new build; B: the older one it is judged against. */
  builds: [Build, Build];
  /** Lighthouse runs per route and build. */
  runs: number;
  /** Cold offline starts per build. */
  startRuns: number;
  bundleOnly: boolean;
  machine: Machine;
  elapsed: () => string;
}

const LABELS = ['A', 'B'] as const;
/** How long before an icon start the copy was kept (a night's sleep). */
const KEPT_HOURS_BEFORE = 8;

function printColdOffline(
  title: string,
  offline: ColdOfflineComparison,
  runs: number,
  elapsed: () => string,
) {
  console.log(title);
  console.table(
    offline.builds.map((build) => ({
      build: build.name,
      'HTML received': formatSpread(build.coldOffline.htmlMs, formatMs),
      FCP: formatSpread(build.coldOffline.firstContentfulPaintMs, formatMs),
      'next meal on screen': formatSpread(build.coldOffline.readyMs, formatMs),
      ...(build.failures.length ? { failed: build.failures.length } : {}),
    })),
  );
  for (const build of offline.builds)
    if (build.failures.length)
      console.log(`  ${build.name} failed: ${[...new Set(build.failures)].join('; ')}`);
  console.log(
    `  A / B ${offline.ratio} (95 % bootstrap interval ${offline.ratioInterval.join('–')}: ` +
      `${ratioVerdict(offline.ratioInterval, runs)}) (${elapsed()})`,
  );
}

/** A build's first-load JS, or why it could not be read (an older build's manifest may name its chunks otherwise). */
function bundleOf(build: Build): BundleReport | string {
  try {
    return measureBundle(build.distDir);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const signed = (value: number, digits = 0) =>
  Number.isFinite(value) ? `${value > 0 ? '+' : ''}${round(value, digits)}` : '';

function printBundles(bundles: (BundleReport | string)[]) {
  console.log('\nFirst-load JavaScript (gzip -9, KiB)');
  bundles.forEach((bundle, index) => {
    if (typeof bundle === 'string') console.log(`  ${LABELS[index]}: not measured (${bundle})`);
  });
  const [a, b] = bundles.map((bundle) => (typeof bundle === 'string' ? undefined : bundle));
  const figure = (name: string, pick: (bundle: BundleReport) => number) => {
    const values = [a, b].map((bundle) => (bundle ? pick(bundle) : Number.NaN));
    return { '': name, A: values[0], B: values[1], 'A − B': signed((values[0] ?? 0) - (values[1] ?? 0), 2) };
  };
  const routes = [...new Set([...(a?.routes ?? []), ...(b?.routes ?? [])].map((r) => r.route))].sort();
  const firstLoad = (bundle: BundleReport, route: string) =>
    bundle.routes.find((r) => r.route === route)?.firstLoadKiB ?? Number.NaN;
  console.table([
    figure('entry (index + static imports)', (bundle) => bundle.entryKiB),
    figure('start-up (catalog + persister)', (bundle) => bundle.startupKiB),
    ...routes.map((route) => figure(`first load ${route}`, (bundle) => firstLoad(bundle, route))),
  ]);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The new build (A) and an older one (B) side by side in one run, each served by its own server (its own
 * `server/dist/main.js`): first-load JS, Lighthouse on the same routes alternating A B / B A, the cold offline start
 * alternating too, and the figures the issue judges a change by. On a machine whose speed drifts from day to day,
 * a change is judged this way, never against an older record.
 */
export async function compareBuilds({
  builds,
  runs,
  startRuns,
  bundleOnly,
  machine,
  elapsed,
}: CompareOptions) {
  console.log(`\nA = ${builds[0].name}\nB = ${builds[1].name}`);
  const bundles = builds.map(bundleOf);
  printBundles(bundles);
  if (bundleOnly) return;

  const floor = await startFloorServer();
  const servers: { url: string; close(): Promise<void> }[] = [];
  try {
    for (const build of builds) servers.push(await startBuiltServer(build.root, build.distDir));
    const served = builds.map((build, index) => ({
      name: LABELS[index] ?? build.name,
      url: servers[index]?.url ?? '',
    }));

    console.log(
      `\nLighthouse mobile (default simulated throttling), ${runs} runs per route and build, A and B alternating: ` +
        'median (min–max) of the runs that gave a report',
    );
    const lighthouse = await runLighthouseSideBySide(served, LIGHTHOUSE_ROUTES, runs, floor.url);
    console.table(
      LIGHTHOUSE_ROUTES.flatMap((route) =>
        lighthouse.builds.flatMap((build) => {
          const r = build.routes.find((x) => x.route === route);
          return r ? [lighthouseRow(r, build.name)] : [];
        }),
      ),
    );
    for (const build of lighthouse.builds) {
      for (const line of lighthouseFailures(build.routes, `${build.name} `)) console.log(line);
    }
    console.log(
      `  Lighthouse ${lighthouse.lighthouseVersion}; CPU benchmark index ${formatSpread(lighthouse.benchmarkIndex, String)} (${elapsed()})`,
    );
    if (lighthouse.floor) {
      const f = lighthouse.floor;
      console.log(
        `  Floor, a page with no script, stylesheet or image, in the same rounds: score ${formatSpread(f.score, String)}, ` +
          `FCP ${formatSpread(f.fcpMs, formatMs)}, TBT ${formatSpread(f.tbtMs, formatMs)}`,
      );
    }

    const offline = await measureColdOfflineSideBySide(served, startRuns);
    printColdOffline(
      `\nHome page cold offline start, new browser process after one visit (phone viewport, no throttling), ` +
        `${startRuns} runs per build, A and B alternating, ${measuredAt()} in Madeira: median (min–max)`,
      offline,
      startRuns,
      elapsed,
    );
    // The icon start a student makes most: offline, the copy kept hours before (issue 63). The browser's clock, its
    // worker's with it, is moved by libfaketime; without it, said so.
    if (canMoveClock())
      printColdOffline(
        `\nThe same, each start ${KEPT_HOURS_BEFORE} h after the visit that kept the copy (the device's clock and the ` +
          `worker's, by libfaketime): median (min–max)`,
        await measureColdOfflineSideBySide(served, startRuns, KEPT_HOURS_BEFORE),
        startRuns,
        elapsed,
      );
    else console.log('\nThe start hours after the copy was kept: not measured (apt-get install faketime).');

    // Each interaction a student makes most, at a phone's 4x CPU (issue 63): median of 5 at the most.
    const interactionRuns = Math.min(runs, 5);
    const interactions = await measureInteractions(served, interactionRuns);
    console.log(
      `\nInteractions at 4x CPU (CDP throttling), phone viewport, ${interactionRuns} runs per build alternating: ` +
        `the gesture's longest event (Event Timing), median (min–max) (${elapsed()})`,
    );
    console.table(
      interactions.map(({ name, builds: [first, second] }) => ({
        interaction: name,
        A: first ? formatSpread(first.latency, formatMs) : '',
        B: second ? formatSpread(second.latency, formatMs) : '',
        'A − B': signed((first?.latency.median ?? Number.NaN) - (second?.latency.median ?? Number.NaN), 0),
      })),
    );
    for (const { name, builds: measured } of interactions)
      for (const build of measured)
        if (build.failures.length)
          console.log(`  ${build.name} ${name} failed: ${[...new Set(build.failures)].join('; ')}`);

    // The figures issue 42 judges a change by, of the routes' medians.
    const judged = (routes: LighthouseRoute[]) => ({
      score: mean(routes.map((r) => r.score.median)),
      tbt: sum(routes.map((r) => r.tbtMs.median)),
      lcp: sum(routes.map((r) => r.lcpMs.median)),
      cls: routes.map((r) => r.cls.max),
    });
    const [a, b] = lighthouse.builds.map((build) => judged(build.routes));
    const [bundleA, bundleB] = bundles.map((bundle) => (typeof bundle === 'string' ? undefined : bundle));
    const [offlineA, offlineB] = offline.builds.map((build) => build.coldOffline.readyMs.median);
    const maxFirstLoad = (bundle?: BundleReport) =>
      bundle ? Math.max(...bundle.routes.map((r) => r.firstLoadKiB)) : Number.NaN;
    const row = (figure: string, valueA = Number.NaN, valueB = Number.NaN, digits = 0) => ({
      figure,
      A: round(valueA, digits),
      B: round(valueB, digits),
      'A − B': signed(valueA - valueB, digits),
    });
    console.log(`\nSummary, A against B (${LIGHTHOUSE_ROUTES.join(' ')})`);
    console.table([
      row("mean of the routes' median scores", a?.score, b?.score, 1),
      row("routes' median TBT summed (ms)", a?.tbt, b?.tbt),
      row("routes' median LCP summed (ms)", a?.lcp, b?.lcp),
      {
        figure: 'CLS, max of the runs, per route',
        A: a?.cls.map((value) => value.toFixed(3)).join(' '),
        B: b?.cls.map((value) => value.toFixed(3)).join(' '),
        'A − B': '',
      },
      row('entry JS, gzip KiB', bundleA?.entryKiB, bundleB?.entryKiB, 2),
      row('first-load JS of the heaviest route, gzip KiB', maxFirstLoad(bundleA), maxFirstLoad(bundleB), 2),
      row('cold offline start, next meal on screen, median (ms)', offlineA, offlineB),
    ]);
    const finished = finishMachine(machine);
    console.log(`${machineSummary(finished, lighthouse.lighthouseVersion)} Total ${elapsed()}.`);

    const file = join(tmpdir(), 'sasuma-bench-ab.json');
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine: finished,
          builds: builds.map((build, index) => ({ label: LABELS[index], ...build })),
          bundles,
          lighthouse,
          coldOfflineStart: offline,
          summary: { A: a, B: b },
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Wrote ${file} (every run; not a record to compare with later: run both builds again).`);
  } finally {
    await Promise.all([floor, ...servers].map((server) => server.close()));
  }
}
