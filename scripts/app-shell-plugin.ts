import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import { shellFile } from '../src/lib/locale-files';
import type { StartData } from '../src/start/early-start';
import { englishShell, readPoCatalog } from './english-shell';

/** The shell's early script, a module of the app like any other (type-checked, linted, unit-tested). */
const EARLY_START_ENTRY = 'src/start/early-start-script.ts';

/** Loaded before every first render: the saved data's persister. */
const PERSISTER_MODULE = /[\\/]src[\\/]app[\\/]persister\.ts$/;
/** Loaded before the first render of a return visit only: the schemas that check the saved data. */
const SAVED_DATA_SCHEMAS_MODULE = /[\\/]src[\\/]app[\\/]persisted-query-schemas\.ts$/;
/** A route's own chunk (loader and component): `index`, `alimentacao`, `noticiassas/$noticiaName`, ... */
const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/]\{-\$lang\}[\\/](.+)\.tsx\?tsr-split=/;
const CATALOG_MODULE = /[\\/]src[\\/]locales[\\/](pt|en)[\\/]messages\.po$/;
/** The worker that loads the ICU data of the dates (src/start/intl-warm-up.worker.ts), built as a file of its own. */
const DATES_WORKER_FILE = /^assets\/intl-warm-up\.worker-[\w-]+\.js$/;

function chunksOf(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** A chunk with everything it imports statically (what the browser must load before it runs). */
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    const chunk = byName.get(fileName);
    if (!chunk || into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunk.imports) closure(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
  const holding = (module: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  const beyondEntry = (files: Iterable<string>) => [...files].filter((file) => !entry.has(file));
  return { closure, holding, beyondEntry };
}

/**
 * The chunks' static imports form no cycle: with a `codeSplitting` group that leaves its modules' dependencies out
 * (vite.config.ts), a dependency read only by the group landed in a chunk that imported the group back, and a cycle
 * between chunks runs in whichever order the browser reaches it first.
 */
export function chunkCycle(bundle: OutputBundle): string[] | undefined {
  const imports = new Map<string, string[]>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') imports.set(file.fileName, file.imports);
  const done = new Set<string>();
  const visit = (fileName: string, path: string[]): string[] | undefined => {
    if (path.includes(fileName)) return [...path.slice(path.indexOf(fileName)), fileName];
    if (done.has(fileName)) return undefined;
    for (const imported of imports.get(fileName) ?? []) {
      const cycle = visit(imported, [...path, fileName]);
      if (cycle) return cycle;
    }
    done.add(fileName);
    return undefined;
  };
  for (const fileName of imports.keys()) {
    const cycle = visit(fileName, []);
    if (cycle) return cycle;
  }
  return undefined;
}

/** `index` -> `^/$`, `noticiassas/$noticiaName` -> `^/noticiassas/[^/]+/?$`: a route's path without `/en`. */
function routePattern(route: string): string {
  const parts = route
    .split('/')
    .filter((part) => part !== 'index')
    .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return parts.length === 0 ? '^/$' : `^/${parts.join('/')}/?$`;
}

/**
 * What the shell's early script (src/start/early-start.ts) needs from the build, as data: the persister's chunks, on a
 * return visit the saved data's schemas, each language's catalog and each route's chunks, all beyond the entry; the
 * entry's URL (the build a kept first screen belongs to) and the dates' worker.
 */
export function startData(bundle: OutputBundle): StartData {
  const { closure, holding, beyondEntry } = chunksOf(bundle);
  const chunksHolding = (module: RegExp) => {
    const files = new Set<string>();
    for (const chunk of holding(module)) closure(chunk.fileName, files);
    return beyondEntry(files);
  };
  const routes: StartData['routes'] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
    const route = ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1];
    if (route) routes.push([routePattern(route), beyondEntry(closure(chunk.fileName))]);
  }
  const catalogs: Partial<StartData['catalogs']> = {};
  for (const chunk of Object.values(bundle)) {
    const locale =
      chunk.type === 'chunk' && chunk.facadeModuleId && CATALOG_MODULE.exec(chunk.facadeModuleId)?.[1];
    if (locale === 'pt' || locale === 'en') catalogs[locale] = beyondEntry(closure(chunk.fileName));
  }
  if (!catalogs.pt || !catalogs.en || routes.length === 0)
    throw new Error('early start: routes or catalogs missing');
  const datesWorker = Object.keys(bundle).find((fileName) => DATES_WORKER_FILE.test(fileName));
  if (!datesWorker) throw new Error('early start: the dates warm-up worker is missing');
  const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
  if (entries.length !== 1) throw new Error('early start: one entry chunk expected');
  return {
    build: `/${entries[0]?.fileName ?? ''}`,
    persister: chunksHolding(PERSISTER_MODULE),
    savedDataSchemas: chunksHolding(SAVED_DATA_SCHEMAS_MODULE),
    routes,
    catalogs: { pt: catalogs.pt, en: catalogs.en },
    datesWorker,
  };
}

/**
 * The shell's early script: src/start/early-start-script.ts built by Vite as a classic script (IIFE) of its own, with
 * the build's data put in by `define`. No program is written here.
 */
async function buildEarlyScript(root: string, data: StartData): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': join(root, 'src') } },
    define: { __START_DATA__: JSON.stringify(data) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, EARLY_START_ENTRY), formats: ['iife'], name: 'sasumaEarlyStart' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file): file is OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('early start: the script was not built');
  return chunk.code;
}

/**
 * shell.html: the built index.html with the route-preload script before the entry's. A classic `async` script: it
 * runs as soon as it arrives, long before the entry (whose imports and stylesheet come first), and does not hold the
 * shell's first paint. As a module it ran only once the stylesheet had come and the entry's imports had been
 * compiled; as a blocking classic script it put the first paint 40 ms later (decision 019). Should the entry ever run
 * first, it reads the saved data and starts the worker itself (`ShellStart` is empty then).
 */
export function shellHtml(indexHtml: string, routePreloadFile: string): string {
  if (!/<script type="module"/.test(indexHtml))
    throw new Error('index.html: no entry script to put the route-preload script before');
  return indexHtml.replace(
    /<script type="module"/,
    `<script async src="/${routePreloadFile}"></script><script type="module"`,
  );
}

/**
 * The built index.html, copied as shell.html before anything else can change it: the page for every route the build
 * does not write as HTML. The server and the service worker answer app routes with it (server/src/static.ts,
 * src/sw/routes.ts); index.html itself becomes the home page's prerendered first screen (scripts/prerender.ts).
 * English routes get its English copy, en/shell.html (scripts/english-shell.ts, decision 025).
 *
 * A start from the home-screen icon is a shell start, so the shell asks for what that start needs at once (its
 * route-preload script), rather than when the entry has run and asked for it, and then for its imports, one level at
 * a time (decision 017).
 */
export function appShell(): Plugin {
  let englishCatalog = '';
  let root = '';
  return {
    name: 'sasuma:app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      englishCatalog = join(config.root, 'src/locales/en/messages.po');
    },
    async generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' -> ')}`);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const script = await buildEarlyScript(root, startData(bundle));
      const scriptName = `assets/route-preload-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptName, source: script });
      const shell = shellHtml(String(index.source), scriptName);
      this.emitFile({ type: 'asset', fileName: shellFile('pt'), source: shell });
      this.addWatchFile(englishCatalog);
      this.emitFile({
        type: 'asset',
        fileName: shellFile('en'),
        source: englishShell(shell, readPoCatalog(readFileSync(englishCatalog, 'utf8'))),
      });
    },
  };
}
