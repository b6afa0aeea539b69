import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { intlLocales } from '../src/lib/intl-locale';
import { shellFile, startPaths } from '../src/lib/locale-files';
import { LANGUAGE_KEY } from '../src/lib/remembered-language';
import {
  firstScreenAnswersKey,
  firstScreenKey,
  SAVED_CACHE,
  SHELL_START_GLOBAL,
} from '../src/lib/shell-start';
import { englishShell, readPoCatalog } from './english-shell';

/** Loaded before every first render: the saved data's persister. */
const PERSISTER_MODULE = /[\\/]src[\\/]app[\\/]persister\.ts$/;
/** Loaded before the first render of a return visit only: the schemas that check the saved data. */
const SAVED_DATA_SCHEMAS_MODULE = /[\\/]src[\\/]app[\\/]persisted-query-schemas\.ts$/;
/** A route's own chunk (loader and component): `index`, `alimentacao`, `noticiassas/$noticiaName`, ... */
const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/]\{-\$lang\}[\\/](.+)\.tsx\?tsr-split=/;
const CATALOG_MODULE = /[\\/]src[\\/]locales[\\/](pt|en)[\\/]messages\.po$/;
/** The worker that loads the ICU data of the dates (src/lib/intl-warm-up.worker.ts), built as a file of its own. */
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
 * A small script for the shell, run as soon as it arrives, before the entry can run (its code is built here, from the
 * bundle). First, an installed app started at the other language's start (its icon: `/` or `/en`, in standalone
 * display mode) goes to the start of the language the student last chose with the header's switch
 * (src/lib/remembered-language.ts), with no history entry, before anything loads, offline too (the service worker
 * answers both); the entry, should it run before the page goes, does nothing (`ShellStart.leaving`). Otherwise it
 * preloads the persister, on a return visit the schemas that check the saved data, the catalog of the URL's language
 * and the chunks of the URL's route; on a return visit it starts reading the saved data; and it starts the worker
 * that loads the dates' ICU data. What it began is left for the entry in `ShellStart`
 * (src/lib/shell-start.ts).
 */
export function routePreloadScript(bundle: OutputBundle): string {
  const { closure, holding, beyondEntry } = chunksOf(bundle);
  const chunksHolding = (module: RegExp) => {
    const files = new Set<string>();
    for (const chunk of holding(module)) closure(chunk.fileName, files);
    return beyondEntry(files);
  };
  const persister = chunksHolding(PERSISTER_MODULE);
  const savedDataSchemas = chunksHolding(SAVED_DATA_SCHEMAS_MODULE);
  const routes: Array<[string, string[]]> = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
    const route = ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1];
    if (route) routes.push([routePattern(route), beyondEntry(closure(chunk.fileName))]);
  }
  const catalogs: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    const locale =
      chunk.type === 'chunk' && chunk.facadeModuleId && CATALOG_MODULE.exec(chunk.facadeModuleId)?.[1];
    if (locale) catalogs[locale] = beyondEntry(closure(chunk.fileName));
  }
  if (!catalogs.pt || !catalogs.en || routes.length === 0)
    throw new Error('route-preload: routes or catalogs missing');
  const datesWorker = Object.keys(bundle).find((fileName) => DATES_WORKER_FILE.test(fileName));
  if (!datesWorker) throw new Error('route-preload: the dates warm-up worker is missing');
  const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
  if (entries.length !== 1) throw new Error('route-preload: one entry chunk expected');
  const build = `/${entries[0]?.fileName ?? ''}`;
  const PATH = '{pathname}';
  return `// Built by scripts/app-shell-plugin.ts: what this start needs, preloaded before the entry runs.
(() => {
  // An installed app opens in the language last chosen (decision 025).
  const starts = ${JSON.stringify(startPaths)};
  const atStart = Object.values(starts).includes(location.pathname);
  const standalone = navigator.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
  if (atStart && standalone) {
    let remembered;
    try {
      remembered = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
    } catch {
      // Storage refused: the start it was given.
    }
    if (Object.prototype.hasOwnProperty.call(starts, remembered) && starts[remembered] !== location.pathname) {
      window.${SHELL_START_GLOBAL} = { leaving: true };
      location.replace(starts[remembered] + location.search + location.hash);
      return;
    }
  }
  const persister = ${JSON.stringify(persister)};
  // A page the service worker answered is a return visit: there is saved data to check before the first render.
  const savedDataSchemas = navigator.serviceWorker && navigator.serviceWorker.controller ? ${JSON.stringify(savedDataSchemas)} : [];
  const routes = ${JSON.stringify(routes)};
  const catalogs = ${JSON.stringify(catalogs)};
  const english = /^\\/en(\\/|$)/.test(location.pathname);
  const path = location.pathname.replace(/^\\/en(?=\\/|$)/, '') || '/';
  const route = routes.find(([pattern]) => new RegExp(pattern).test(path));
  const catalog = english ? catalogs.en : catalogs.pt;
  const started = (window.${SHELL_START_GLOBAL} = {});
  // The route's first screen as the app last rendered it (src/app/first-screen.ts), shown at once if it is still what
  // the app's first render will show: of this build and not yet due to change (the next meal). The app then takes it
  // over as it does a page written at build (decision 021). localStorage, read synchronously: IndexedDB takes 100 ms
  // and more to open in a browser process that just started.
  const screenKey = (navigator.onLine === false ? ${JSON.stringify(firstScreenKey(PATH, false))} : ${JSON.stringify(firstScreenKey(PATH, true))}).replace(${JSON.stringify(PATH)}, location.pathname);
  const answersKey = screenKey + ${JSON.stringify(firstScreenAnswersKey(''))};
  let shown;
  // The saved data, once read ({ saved }): a screen shown after that is checked at once.
  let savedRead;
  // It was made from exactly the answers saved: the app keeps that so (src/app/first-screen.ts); should it not hold,
  // the shell's own markup is back before the app renders, and the screen is dropped.
  const checkShown = (saved) => {
    if (!shown) return;
    // A read slower than the app's wait for it (src/app/persister.ts): React has the root by now, and renders its own.
    if (started.rendering) return;
    const queries = saved && saved.clientState && Array.isArray(saved.clientState.queries) ? saved.clientState.queries : [];
    const updatedAt = new Map(queries.map((query) => [query && query.queryHash, query && query.state && query.state.dataUpdatedAt]));
    let answers = [];
    try {
      answers = Object.entries(JSON.parse(localStorage.getItem(answersKey) || '{}') || {});
    } catch {
      // Unreadable: not shown.
    }
    if (answers.length > 0 && answers.every(([hash, times]) => Array.isArray(times) && times.includes(updatedAt.get(hash)))) return;
    shown.root.innerHTML = shown.shell;
    delete shown.root.dataset.prerendered;
    try {
      localStorage.removeItem(screenKey);
      localStorage.removeItem(answersKey);
    } catch {
      // The app drops it too.
    }
  };
  const show = () => {
    if (shown || started.rendering) return;
    try {
      const screen = JSON.parse(localStorage.getItem(screenKey) || 'null');
      const root = document.getElementById('root');
      if (root && root.dataset.prerendered === undefined && screen && typeof screen.html === 'string' && screen.build === ${JSON.stringify(build)} && Date.now() < screen.validUntil) {
        shown = { root, screen, shell: root.innerHTML };
        root.innerHTML = screen.html;
        root.dataset.prerendered = location.pathname;
        if (savedRead) checkShown(savedRead.saved);
      }
    } catch {
      // Storage refused or unreadable: the shell's spinner, as before.
    }
  };
  if (savedDataSchemas.length > 0) {
    // An async script may run before the parser has reached #root: then as soon as it has, still before the entry runs
    // (the document is interactive before its deferred scripts run).
    if (document.getElementById('root') || document.readyState !== 'loading') show();
    else document.addEventListener('readystatechange', show, { once: true });
  }
  // The saved data, read while the chunks arrive. Opened without a version, so a database that does not exist would
  // be made empty here: that upgrade is aborted, and idb-keyval makes it with its store later.
  if (savedDataSchemas.length > 0 && typeof indexedDB !== 'undefined') {
    started.savedCache = new Promise((resolve) => {
      const request = indexedDB.open(${JSON.stringify(SAVED_CACHE.database)});
      request.onupgradeneeded = () => request.transaction.abort();
      request.onerror = () => resolve(undefined);
      request.onsuccess = () => {
        const db = request.result;
        try {
          const read = db.transaction(${JSON.stringify(SAVED_CACHE.store)}).objectStore(${JSON.stringify(SAVED_CACHE.store)}).get(${JSON.stringify(SAVED_CACHE.key)});
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
        db.close();
      };
    }).then((saved) => {
      savedRead = { saved };
      try {
        checkShown(saved);
      } catch {
        // Never in the way of the saved data's hand-over.
      }
      return saved;
    });
  } else {
    savedRead = { saved: undefined };
    if (shown) checkShown(undefined);
  }
  // The first date format of a browser process loads ICU data: on a worker, started now, it is there by the render.
  if (typeof Worker === 'function') {
    try {
      new Worker(${JSON.stringify('/' + datesWorker)}, { type: 'module', name: english ? ${JSON.stringify(intlLocales.en)} : ${JSON.stringify(intlLocales.pt)} });
      started.datesWarmUp = true;
    } catch {
      // Refused (a policy): the entry's own start tries, and the first date pays otherwise.
    }
  }
  for (const file of new Set([...persister, ...savedDataSchemas, ...catalog, ...(route ? route[1] : [])])) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  }
})();
`;
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
  return {
    name: 'sasuma:app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      englishCatalog = join(config.root, 'src/locales/en/messages.po');
    },
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' -> ')}`);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const script = routePreloadScript(bundle);
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
