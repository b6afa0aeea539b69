import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { checkBuildEnv } from './build/env';
import { rolldownGroups } from './build/chunk-groups';
import { linguiMacros } from './build/lingui-macros';
import { manifests as manifestFiles } from './build/manifests-plugin';
import { renderedHtml } from './build/renderer-plugin';
import { manifests } from './src/app/manifest';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:4174';

export default defineConfig(({ mode, isSsrBuild }) => {
  checkBuildEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [
      // The renderer's own build (build/renderer-plugin.ts) is only imported by Node: no pages, no service worker.
      !isSsrBuild && renderedHtml(),
      !isSsrBuild && manifestFiles(manifests),
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        // Loader and component in one chunk per route: the entry then carries no feature code, schema or zod.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['errorComponent'],
            ['notFoundComponent'],
            ['pendingComponent'],
          ],
          // The language layout (an outlet and the page-shown mark) is part of every page: kept in the entry.
          splitBehavior: ({ routeId }) => (routeId === '/{-$lang}' ? [] : undefined),
        },
      }),
      react(),
      babel({ presets: [linguiMacros] }),
      lingui(),
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          // `prompt` + no injected register script: an inline script would break our strict CSP.
          registerType: 'prompt',
          injectRegister: false,
          // One manifest per language, written and linked by the app (build/manifests-plugin.ts, decision 025).
          manifest: false,
          includeAssets: ['favicon.ico', 'apple-touch-icon-180x180.png'],
          injectManifest: {
            // Only code and markup: icons are listed by the manifest and would otherwise be precached twice
            // (docs/stack-notes.md, "Service worker and Workbox").
            globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
            // index.html and the other prerendered pages are first visits' HTML; offline, every route is shell.html
            // (en/shell.html under /en).
            globIgnores: ['**/sw.js', '**/index.html'],
          },
          devOptions: { enabled: false, type: 'module' },
        }),
      // Brotli (quality 11) and gzip (level 9) copies of every text file of 1 KiB or more (`x.js.br`, `x.js.gz`): the
      // server sends them as they are to a browser that takes them (server/src/static.ts), as any static host that
      // serves precompressed files can. sw.js, written after by vite-plugin-pwa, small and revalidated, is not.
      !isSsrBuild &&
        compression({
          include: /\.(?:js|css|html|svg|json|webmanifest|txt|xml)$/,
          threshold: 1023,
          // Node's brotli is at its quality 11 by default.
          algorithms: ['brotliCompress', defineAlgorithm('gzip', { level: 9 })],
          logLevel: 'silent',
        }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React 19 has useSyncExternalStore built in; the shim's pre-18 fallback is dead weight in the entry chunk.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    // The manifest maps each route to its chunks: `npm run bench` reads it to measure first-load JS per route.
    // All CSS is one file (8 KB gzip), linked by the shell: a prerendered page is styled before any chunk loads, with
    // one render-blocking request instead of one per chunk (decision 014).
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      manifest: true,
      cssCodeSplit: false,
      // The HTML preloads the entry's chunks; dynamic imports get no preload helper: it added a <link rel=modulepreload>
      // per chunk of a route at run time, 58 ms of main thread on a cold start from the icon (most of it in
      // appendChild), and 1.6 KB to the entry. The browser loads a chunk's imports itself (decision 039).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        output: {
          // The groups and why: build/chunk-groups.ts.
          codeSplitting: { groups: rolldownGroups() },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': apiTarget,
        '/uploads': apiTarget,
        '/files': apiTarget,
      },
    },
    preview: { port: 4173 },
  };
});
