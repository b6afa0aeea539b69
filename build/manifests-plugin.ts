import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Locale } from '../src/lib/locale';
import { manifestHref } from '../src/lib/locale-files';

/**
 * The web app manifests, one per language (`/manifest.webmanifest`, `/en/manifest.webmanifest`, decision 025),
 * precached with the rest (the service worker's glob takes `*.webmanifest`). Each page links its language's from its
 * rendered head (the language layout's `head()`, the shells' own), so vite-plugin-pwa writes and links none.
 */
export function manifests(byLocale: Record<Locale, Partial<ManifestOptions>>): Plugin {
  return {
    name: 'sasuma:manifests',
    apply: 'build',
    // After Vite's HTML plugin, which adds index.html to the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      // The service worker's own build passes here too: only the app's build (the one with index.html) has pages.
      if (!bundle['index.html']) return;
      for (const [locale, manifest] of Object.entries(byLocale))
        this.emitFile({
          type: 'asset',
          fileName: manifestHref(locale as Locale).slice(1),
          source: JSON.stringify(manifest),
        });
    },
  };
}
