import type { RenderedRoute } from '../src/prerender/render-route';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
/** Vite's build manifest (`dist/.vite/manifest.json`): source key -> chunk, its styles and its static imports. */
export type Manifest = Record<string, ManifestChunk>;

/**
 * A route's page: shell.html with the route's markup in #root (marked `data-prerendered` for src/main.tsx), its
 * language, and in the head what it needs before its JavaScript (styles) or soon after (its chunks, preloaded).
 */
export function pageHtml(shell: string, manifest: Manifest, pathname: string, route: RenderedRoute): string {
  // React hoists the resources it preloads (the banner image) to the front of its markup: they belong in the head.
  const hoisted = /^(?:<link[^>]*>)*/.exec(route.html)?.[0] ?? '';
  // The router's scroll-restoration script is inline: our CSP forbids it, and the app restores scroll itself.
  const body = route.html.slice(hoisted.length).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  // Our CSP (style-src 'self') blocks style attributes in HTML; React sets them through the DOM, which it allows.
  if (/<[^>]+\sstyle="/.test(body)) throw new Error(`${pathname}: a style attribute would break the CSP`);
  const root = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
  if (!root.test(shell)) throw new Error('shell.html: no <div id="root"> before </body>');
  const { css, js } = routeAssets(manifest, route.routeIds);
  const head = [
    hoisted,
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${route.locale}">`)
    .replace('</head>', `${head}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${pathname}">${body}</div>`);
}

/** The matched routes' own chunks and styles, beyond what shell.html already loads. */
function routeAssets(manifest: Manifest, routeIds: string[]): { css: string[]; js: string[] } {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (into.has(key) || !chunk) return into;
    into.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const inShell = closure('index.html');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const id of routeIds) {
    // `/{-$lang}/` is src/routes/{-$lang}/index.tsx; its split chunk's key ends in `?tsr-split=...`.
    const source = `src/routes${id.endsWith('/') ? `${id}index` : id}.tsx?tsr-split=`;
    for (const key of Object.keys(manifest).filter((name) => name.startsWith(source))) {
      for (const chunkKey of closure(key)) {
        const chunk = manifest[chunkKey];
        if (!chunk || inShell.has(chunkKey)) continue;
        js.add(chunk.file);
        for (const file of chunk.css ?? []) css.add(file);
      }
    }
  }
  return { css: [...css], js: [...js] };
}
