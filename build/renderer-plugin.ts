import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { RENDERER_FILE } from '../src/contract/page-renderer';
import { localeFromPathname, locales } from '../src/lib/locale';
import { shellFile } from '../src/lib/locale-files';
import type * as Renderer from '../src/start/server';
import { chunkCycle } from './chunk-groups';

/**
 * The app built for Node (src/start/server.tsx): routes, layout and catalogs as the browser gets them, beside the
 * client build, not in it (`<outDir>-ssr`). The build renders its shells and pages with it (below) and our server
 * renders every page with it (server/src/page-render.ts).
 */
async function buildRenderer(outDir: string): Promise<typeof Renderer> {
  const serverDir = `${outDir}-ssr`;
  await build({
    logLevel: 'warn',
    // date-fns in the bundle, not imported at run time: Node 24 parses its 200 KB package.json once per file of its
    // barrels (~3 s each, https://github.com/nodejs/node/issues/58126), which the server's first render of a page
    // waited for (decision 039).
    ssr: { noExternal: ['date-fns'] },
    build: { ssr: 'src/start/server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(serverDir, RENDERER_FILE)).href)) as typeof Renderer;
}

/**
 * The build's HTML, rendered by React from the built index.html (the template: its scripts and stylesheet) into the
 * bundle, before the service worker's precache list is made and the copies are compressed:
 * - each language's shell (`shell.html`, `en/shell.html`), precached: it answers an address the build writes no page
 *   for, and offline a page the worker has no copy of;
 * - the first screen of each route marked `staticData.prerender`, in both languages (`index.html` is home,
 *   `en/index.html`, `documentacao/index.html`, ...), the API held back: a first visit paints it from HTML and CSS
 *   before any JavaScript runs (decision 039), from any static host; our server sends them with their data instead;
 * - the sitemap and robots.txt; beside the renderer, the route patterns our server answers 404 outside of.
 */
export function renderedHtml(): Plugin {
  let outDir = '';
  return {
    name: 'sasuma:rendered-html',
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
      const renderer = await buildRenderer(outDir);
      const emit = (fileName: string, source: string) => this.emitFile({ type: 'asset', fileName, source });
      const template = String(index.source);
      // One language at a time: a render reads the catalog the last activation made active.
      const shells = { pt: '', en: '' };
      for (const locale of locales)
        emit(shellFile(locale), (shells[locale] = await renderer.renderShell(template, locale)));
      const paths = renderer.prerenderPaths();
      for (const pathname of paths) {
        const page = await renderer.renderPage(
          new Request(`http://localhost${pathname}`),
          shells[localeFromPathname(pathname)],
        );
        const html = withScriptHashes(pathname, page.html, page.scripts);
        if (pathname === '/') index.source = html;
        else emit(`${pathname.slice(1)}/index.html`, html);
      }
      emit('sitemap.xml', renderer.sitemapXml(paths));
      emit('robots.txt', renderer.robotsTxt());
      const patterns = `${JSON.stringify(renderer.appRoutePatterns(), null, 2)}\n`;
      await writeFile(join(`${outDir}-ssr`, 'app-routes.json'), patterns);
    },
  };
}

/**
 * A static host sends no CSP of ours: a written page names its own inline scripts (the router's state) by hash. Our
 * server renders these paths itself, with a nonce, and never sends these files.
 */
function withScriptHashes(pathname: string, html: string, scripts: string[]): string {
  const hashes = scripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hashes.join(' ')}" />`;
  const charset = '<meta charset="UTF-8" />';
  if (!html.includes(charset)) throw new Error(`${pathname}: no ${charset} to put the CSP after`);
  return html.replace(charset, `${charset}\n    ${csp}`);
}
