import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Modules every start from the shell loads before its first render: the saved data and the schemas that check it. */
const START_UP_MODULES = [
  /[\\/]src[\\/]app[\\/]persister\.ts$/,
  /[\\/]src[\\/]app[\\/]persisted-query-schemas\.ts$/,
];

/** The chunks holding `modules`, with everything they import statically, minus what the entry loads already. */
function startUpChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into: Set<string>): Set<string> => {
    const chunk = byName.get(fileName);
    if (!chunk || into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunk.imports) closure(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
  const wanted = new Set<string>();
  for (const chunk of chunks) {
    if (START_UP_MODULES.some((module) => chunk.moduleIds.some((id) => module.test(id))))
      closure(chunk.fileName, wanted);
  }
  return [...wanted].filter((fileName) => !entry.has(fileName));
}

/**
 * The built index.html, copied as shell.html before anything else can change it: the page for every route the build
 * does not write as HTML. The server and the service worker answer app routes with it (server/src/static.ts,
 * src/sw/routes.ts); index.html itself becomes the home page's prerendered first screen (scripts/prerender.ts).
 * The shell also preloads the start-up chunks: a start from the home-screen icon is a shell start, and these
 * otherwise wait for the entry to run and ask for them, then for their own imports (decision 017).
 */
export function appShell(): Plugin {
  return {
    name: 'sasuma:app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const preloads = startUpChunks(bundle)
        .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
        .join('');
      const source = String(index.source).replace('</head>', `${preloads}</head>`);
      this.emitFile({ type: 'asset', fileName: 'shell.html', source });
    },
  };
}
