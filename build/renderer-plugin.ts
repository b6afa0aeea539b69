import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import { build, type Plugin } from 'vite';
import { locales } from '../src/lib/locale';
import { shellFile } from '../src/lib/locale-files';
import { RENDERER_FILE } from '../src/contract/page-renderer';
import type * as Renderer from '../src/start/server';

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

/**
 * The app built for Node (src/start/server.tsx): routes, layout and catalogs as the browser gets them, beside
 * the client build, not in it (`<outDir>-ssr`). The build's pages are rendered with it (build/prerender.ts) and our
 * server renders every page with it (server/src/page-render.ts).
 */
export async function buildRenderer(outDir: string): Promise<typeof Renderer> {
  const serverDir = `${outDir}-ssr`;
  await build({
    logLevel: 'warn',
    // date-fns in the bundle, not imported at run time: Node 24 parses its 200 KB package.json once per file of its
    // barrels (~3 s each, https://github.com/nodejs/node/issues/58126), which the server's first render of a page
    // waited for (decision 039).
    ssr: { noExternal: ['date-fns'] },
    build: {
      ssr: 'src/start/server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  return (await import(pathToFileURL(join(serverDir, RENDERER_FILE)).href)) as typeof Renderer;
}

/**
 * Each language's shell (`shell.html`, `en/shell.html`), rendered by React from the built index.html (the template:
 * its scripts and stylesheet) before the service worker's precache list is made, so the worker has both. The shell
 * answers an address the build writes no page for, and offline a page the worker has no copy of.
 */
export function appShell(): Plugin {
  let outDir = '';
  return {
    name: 'sasuma:app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' -> ')}`);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const { renderShell } = await buildRenderer(outDir);
      for (const locale of locales)
        this.emitFile({
          type: 'asset',
          fileName: shellFile(locale),
          source: await renderShell(String(index.source), locale),
        });
    },
  };
}
