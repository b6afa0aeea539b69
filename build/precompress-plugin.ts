import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file of the build, next to it (`x.js.br`, `x.js.gz`):
 * the server sends them as they are to a browser that accepts them (server/src/static.ts, serve-static's
 * `precompressed`), instead of gzip at level 6 on every request; any static host that serves precompressed files can
 * do the same. sw.js is written after this by vite-plugin-pwa, and is small and revalidated: compressed on the fly.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let app = false;
  return {
    name: 'sasuma:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      // The service worker's own build passes here too: only the app's build (the one with index.html) compresses.
      app = Object.values(bundle).some((item) => item.fileName === 'index.html');
    },
    async closeBundle() {
      if (!app) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && /\.(?:js|css|html|svg|json|webmanifest|txt)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await writeCompressedCopies(files);
    },
  };
}

/** Writes `file.br` and `file.gz` beside each file of 1 KiB or more (smaller ones gain nothing). */
export async function writeCompressedCopies(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
