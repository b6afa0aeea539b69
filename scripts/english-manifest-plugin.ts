import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { manifestHref } from '../src/lib/locale-files';

/**
 * The English web app manifest, `/en/manifest.webmanifest`, beside the Portuguese one vite-plugin-pwa writes (it
 * writes one): linked by every English page (en/shell.html, the English prerendered pages), precached with the rest
 * (the service worker's glob takes `*.webmanifest`). Decision 025.
 */
export function englishManifest(manifest: Partial<ManifestOptions>): Plugin {
  return {
    name: 'sasuma:english-manifest',
    apply: 'build',
    // After Vite's HTML plugin, which adds index.html to the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      // The service worker's own build passes here too: only the app's build (the one with index.html) has pages.
      if (!bundle['index.html']) return;
      this.emitFile({
        type: 'asset',
        fileName: manifestHref('en').slice(1),
        source: JSON.stringify(manifest),
      });
    },
  };
}
