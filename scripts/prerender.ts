/**
 * Writes the first screen of each route marked `staticData.prerender` as HTML, in both languages, after `vite build`:
 * `dist/index.html` (home), `dist/en/index.html`, `dist/documentacao/index.html`, ... A first visit then paints the
 * page from HTML and CSS before any JavaScript runs (docs/decisions/014-prerendered-first-screens.md). Any static
 * host serves these files as they are; every other route, and every route offline, gets `shell.html`.
 *
 * Usage: `tsx scripts/prerender.ts [outDir]` (default `dist`: the client build to complete).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as RenderRoute from '../src/prerender/render-route';
import { writeCompressedCopies } from './precompress-plugin';

const distDir = resolve(process.argv[2] ?? 'dist');
// Beside the client build, not in it (nothing here is for browsers): our server imports it to render the lists with
// their data when they are asked for (server/src/page-render.ts).
const serverDir = `${distDir}-ssr`;

// The app built for Node: routes, layout and catalogs as the browser gets them (vite.config.ts skips the service
// worker and the compressed copies for this build).
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-route.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
// Every API request is held back (a fetch that never answers): each section renders its loading state.
globalThis.fetch = () => new Promise<Response>(() => undefined);
const { pageHtml, prerenderPaths, renderRoute } = (await import(
  pathToFileURL(join(serverDir, 'render-route.js')).href
)) as typeof RenderRoute;

const shell = await readFile(join(distDir, 'shell.html'), 'utf8');
const paths = prerenderPaths();
const written: string[] = [];
for (const pathname of paths) {
  const file = join(distDir, pathname, 'index.html');
  await mkdir(join(distDir, pathname), { recursive: true });
  await writeFile(file, pageHtml(shell, pathname, await renderRoute(pathname)));
  written.push(file);
}
await writeCompressedCopies(written);
console.log(`prerendered ${written.length} pages: ${paths.join(' ')}`);
