import type { Plugin } from 'vite';

/**
 * The built index.html, copied as shell.html before anything else can change it: the page for every route the build
 * does not write as HTML. The server and the service worker answer app routes with it (server/src/static.ts,
 * src/sw/routes.ts); index.html itself becomes the home page's prerendered first screen (scripts/prerender.ts).
 */
export function appShell(): Plugin {
  return {
    name: 'sasuma:app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type === 'asset')
        this.emitFile({ type: 'asset', fileName: 'shell.html', source: index.source });
    },
  };
}
