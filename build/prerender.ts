/**
 * Writes the first screen of each route marked `staticData.prerender` as HTML, in both languages, after `vite build`:
 * `dist/index.html` (home), `dist/en/index.html`, `dist/documentacao/index.html`, ... A first visit then paints the
 * page from HTML and CSS before any JavaScript runs (docs/decisions/039-the-start-up.md). Any static host serves these
 * files as they are; every other route gets `shell.html` (`en/shell.html` under `/en`). Each page is its language's
 * shell with the route in it.
 *
 * Usage: `tsx build/prerender.ts [outDir]` (default `dist`: the client build to complete).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localeFromPathname } from '../src/lib/locale';
import { shellFile } from '../src/lib/locale-files';
import { RENDERER_FILE } from '../src/contract/page-renderer';
import type * as Renderer from '../src/start/server';
import { writeCompressedCopies } from './precompress-plugin';

const distDir = resolve(process.argv[2] ?? 'dist');
const serverDir = `${distDir}-ssr`;

// The app built for Node, beside the client build (its shells were rendered with it: build/renderer-plugin.ts).
const { appRoutePatterns, prerenderPaths, renderPage, robotsTxt, sitemapXml } = (await import(
  pathToFileURL(join(serverDir, RENDERER_FILE)).href
)) as typeof Renderer;

const shells = {
  pt: await readFile(join(distDir, shellFile('pt')), 'utf8'),
  en: await readFile(join(distDir, shellFile('en')), 'utf8'),
};
const paths = prerenderPaths();
const written: string[] = [];
for (const pathname of paths) {
  const file = join(distDir, pathname, 'index.html');
  await mkdir(join(distDir, pathname), { recursive: true });
  const shell = shells[localeFromPathname(pathname)];
  // The router's own render, the API held back (each section in its loading state).
  const { html, scripts } = await renderPage(new Request(`http://localhost${pathname}`), shell);
  // A static host sends no CSP of ours: the page names its own inline scripts by hash (our server renders this path
  // itself, with a nonce, and never sends this file).
  const hashes = scripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hashes.join(' ')}" />`;
  const charset = '<meta charset="UTF-8" />';
  if (!html.includes(charset)) throw new Error(`${pathname}: no ${charset} to put the CSP after`);
  await writeFile(file, html.replace(charset, `${charset}\n    ${csp}`));
  written.push(file);
}
// What a search engine reads first: the written pages, each with its other language.
const sitemap = join(distDir, 'sitemap.xml');
await writeFile(sitemap, sitemapXml(paths));
await writeFile(join(distDir, 'robots.txt'), robotsTxt());
await writeCompressedCopies([...written, sitemap]);
console.log(`prerendered ${written.length} pages: ${paths.join(' ')}`);
// What our server answers 404 for is any path none of these matches (server/src/app-routes.ts).
const patterns = appRoutePatterns();
await writeFile(join(serverDir, 'app-routes.json'), `${JSON.stringify(patterns, null, 2)}\n`);
console.log(`route patterns for the server: ${patterns.join(' ')}`);
