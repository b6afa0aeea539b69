import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  /** gzip KiB of JS loaded for a first visit to this route: entry + start-up chunks + the route's own chunks. */
  firstLoadKiB: number;
  routeOnlyKiB: number;
  /** How many chunks the route loads beyond the entry's and start-up's (decision 039 counts a start this way). */
  chunks: number;
}

export interface BundleReport {
  entryKiB: number;
  /** The entry chunk and the chunks it imports statically. */
  entryChunks: number;
  startupKiB: number;
  routes: RouteWeight[];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** Measures first-load JavaScript per route from Vite's build manifest (gzip level 9, KiB). */
export function measureBundle(distDir = 'dist'): BundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzSize = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzSize.has(file)) gzSize.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzSize.get(file) ?? 0;
  };
  // A chunk and everything it imports statically (what the browser must load before it runs).
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

  const entry = closure('index.html');
  // Loaded by main.tsx before the first render, in parallel: the Portuguese catalog and the persisted cache.
  const startup = new Set<string>();
  for (const key of ['src/locales/pt/messages.po', 'src/app/persister.ts']) {
    for (const file of closure(key)) if (!entry.has(file)) startup.add(file);
  }

  const byRoute = new Map<string, Set<string>>();
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/\{-\$lang\}\/(.*)\.tsx\?tsr-split=/.exec(key);
    if (!match?.[1]) continue;
    const route = `/${match[1].replace(/(^|\/)index$/, '').replace(/\$(\w+)/g, ':$1')}`;
    const files = byRoute.get(route) ?? new Set<string>();
    for (const file of closure(key)) if (!entry.has(file) && !startup.has(file)) files.add(file);
    byRoute.set(route, files);
  }
  const base = total(entry) + total(startup);
  const routes = [...byRoute]
    .map(([route, files]) => ({
      route,
      routeOnlyKiB: kib(total(files)),
      chunks: files.size,
      firstLoadKiB: kib(base + total(files)),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
  return {
    entryKiB: kib(total(entry)),
    entryChunks: entry.size,
    startupKiB: kib(total(startup)),
    routes,
  };
}
