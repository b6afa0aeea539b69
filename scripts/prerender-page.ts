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
 * language, and its styles in the head. Its chunks are not preloaded from the HTML: src/main.tsx asks for them at
 * start, and preloading them here put first paint 0.4–0.9 s later in Lighthouse's simulation (decision 014).
 */
export function pageHtml(shell: string, manifest: Manifest, pathname: string, route: RenderedRoute): string {
  // React hoists the resources it preloads (the banner image) to the front of its markup: they belong in the head.
  const hoisted = /^(?:<link[^>]*>)*/.exec(route.html)?.[0] ?? '';
  // The router's scroll-restoration script is inline: our CSP forbids it, and the app restores scroll itself.
  const body = route.html
    .slice(hoisted.length)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    // A control answers only once the app has taken over: until then a tap or a keystroke would be lost, so it is
    // disabled (and looks as it will: app.css). Links work as they are.
    .replace(/<(button|input|select|textarea)\b/g, '<$1 disabled="" data-until-start=""');
  // Our CSP (style-src 'self') blocks style attributes in HTML; React sets them through the DOM, which it allows.
  if (/<[^>]+\sstyle="/.test(body)) throw new Error(`${pathname}: a style attribute would break the CSP`);
  const root = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
  if (!root.test(shell)) throw new Error('shell.html: no <div id="root"> before </body>');
  const head = [
    hoisted,
    ...routeStyles(manifest, route.routeIds).map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    ),
  ].join('');
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${route.locale}">`)
    .replace('</head>', `${head}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${pathname}">${body}</div>`);
}

/**
 * The styles of the matched routes' chunks, beyond what shell.html links. With `cssCodeSplit: false` (vite.config.ts)
 * there are none: all the app's CSS is one file in the shell.
 */
function routeStyles(manifest: Manifest, routeIds: string[]): string[] {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (into.has(key) || !chunk) return into;
    into.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const inShell = closure('index.html');
  const css = new Set<string>();
  for (const id of routeIds) {
    // `/{-$lang}/` is src/routes/{-$lang}/index.tsx; its split chunk's key ends in `?tsr-split=...`.
    const source = `src/routes${id.endsWith('/') ? `${id}index` : id}.tsx?tsr-split=`;
    for (const key of Object.keys(manifest).filter((name) => name.startsWith(source))) {
      for (const chunkKey of closure(key)) {
        const chunk = manifest[chunkKey];
        if (!chunk || inShell.has(chunkKey)) continue;
        for (const file of chunk.css ?? []) css.add(file);
      }
    }
  }
  return [...css];
}
