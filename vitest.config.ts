import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './build/lingui-macros';

const src = fileURLToPath(new URL('./src', import.meta.url));

// The server tests post Web Push through web-push to a mock push service on 127.0.0.1, over https with a throwaway
// certificate (server/src/test-utils/push-service/): the test processes trust it through NODE_EXTRA_CA_CERTS, which
// Node reads at start, so it is set here, before the workers start, beside any CA file already named there.
const pushServiceCert = fileURLToPath(
  new URL('./server/src/test-utils/push-service/cert.pem', import.meta.url),
);
const extraCa = process.env.NODE_EXTRA_CA_CERTS;
if (!extraCa?.includes('sasuma-test-ca')) {
  const bundle = join(tmpdir(), 'sasuma-test-ca.pem');
  const existing = extraCa && existsSync(extraCa) ? `${readFileSync(extraCa, 'utf8')}\n` : '';
  writeFileSync(bundle, existing + readFileSync(pushServiceCert, 'utf8'));
  process.env.NODE_EXTRA_CA_CERTS = bundle;
}
const appPlugins = () => [react(), babel({ presets: [linguiMacros] }), lingui()];

// Three projects. jsdom costs about half a second per file to start, so only component and hook tests (*.test.tsx,
// or a file that asks with `// @vitest-environment jsdom`) get it; pure app modules and the server run in node.
// Files share a worker's module graph (isolate: false), which halves the run on two cores: a test file must undo
// what it changes globally (vi.unstubAllGlobals, vi.useRealTimers, cleanup) in its afterEach.
// The 5 s default is tight for a jsdom render on a loaded 2-core CI machine; a passing test never waits for it.
// date-fns pre-bundled into one file: imported as it ships, Node 24 parses its 200 KB package.json once per file of its
// barrels, about 3 s for each in every worker (https://github.com/nodejs/node/issues/58126, decision 036).
const dateFnsBundled = { enabled: true, include: ['date-fns', 'date-fns/locale'] };
const shared = {
  isolate: false,
  testTimeout: 15_000,
  deps: { optimizer: { client: dateFnsBundled, ssr: dateFnsBundled } },
} as const;
export default defineConfig({
  test: {
    projects: [
      {
        plugins: appPlugins(),
        resolve: { alias: { '@': src } },
        test: {
          ...shared,
          name: 'app-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        plugins: appPlugins(),
        resolve: { alias: { '@': src } },
        test: {
          ...shared,
          name: 'app',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['src/sw/**'],
        },
      },
      {
        test: {
          ...shared,
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
        },
      },
    ],
  },
});
