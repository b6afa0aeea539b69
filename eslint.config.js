import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const serverDir = fileURLToPath(new URL('./server/', import.meta.url));

/** 'features/<name>', 'lib', 'components', 'outbox', 'sw', 'contract', 'routes', 'app', 'start'... under src/; else undefined. */
function layerOf(file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top, feature] = relative.split(path.sep);
  if (top === 'features' && feature) return `features/${feature}`;
  return relative.includes(path.sep) ? top : undefined; // a file at the root of src/: the generated route tree
}

// What each layer must not import, by the imported file's real place: a relative path ('../notices/x') is held to
// the same boundary as an alias ('@/features/notices/x'). Imports flow lib/components -> features -> routes.
function violation(from, to) {
  if (from === undefined || to === undefined || from === to) return undefined;
  const isFeature = (layer) => layer.startsWith('features/');
  if (isFeature(from) && isFeature(to))
    return 'A feature never imports another feature: compose them in the route.';
  if (isFeature(from) && to === 'routes') return 'Features do not import routes.';
  if (
    (from === 'lib' || from === 'components') &&
    (isFeature(to) || ['routes', 'app', 'outbox', 'start'].includes(to))
  )
    return 'lib and components never import features, routes, app, the outbox or start.';
  if (to === 'start' && from !== 'start')
    return 'start/ is the top (the entries, the router, the renderers): it imports the app, nothing imports it.';
  if (from === 'outbox' && to !== 'lib' && to !== 'contract')
    return 'The outbox (shared by the pages and the service worker) imports only lib and contract.';
  if (from === 'sw' && !['lib', 'contract', 'outbox'].includes(to))
    return 'The service worker imports only lib, contract and the outbox (it is a bundle of its own).';
  if (from === 'contract') return 'The contract is shared with the server: it imports nothing from the app.';
  return undefined;
}

const serverSrcDir = fileURLToPath(new URL('./server/src/', import.meta.url));
// The server's own layers, lowest first: 'top' is a file at the root of server/src (app, server, main, page-render,
// static, the scripts), which composes the rest. push sits above db: its menu source reads the closures from there.
const SERVER_LAYERS = ['lib', 'db', 'push', 'routes', 'top'];

/** The index in SERVER_LAYERS of a file under server/src; undefined for test-utils/ and files elsewhere. */
function serverLayerOf(file) {
  const relative = path.relative(serverSrcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const rank = SERVER_LAYERS.indexOf(relative.includes(path.sep) ? relative.split(path.sep)[0] : 'top');
  return rank === -1 ? undefined : rank;
}

// No layer imports a higher one. Tests and test-utils/ are exempt: they build the whole app to try one piece of it.
function serverViolation(file, target) {
  if (file.endsWith('.test.ts')) return undefined;
  const from = serverLayerOf(file);
  const to = serverLayerOf(target);
  if (from === undefined || to === undefined || to <= from) return undefined;
  return `The server's layers run ${SERVER_LAYERS.join(' -> ')}: ${SERVER_LAYERS[from]} never imports ${SERVER_LAYERS[to]}.`;
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const fromServer = !path.relative(serverDir, file).startsWith('..');
    const check = (node) => {
      const source = node?.source?.value;
      if (typeof source !== 'string') return;
      const target = source.startsWith('@/')
        ? path.join(srcDir, source.slice(2))
        : source.startsWith('.')
          ? path.resolve(path.dirname(file), source)
          : undefined;
      if (target === undefined) return;
      const to = layerOf(target);
      const message = fromServer
        ? to !== undefined && to !== 'contract'
          ? 'The server imports nothing from the app but src/contract.'
          : serverViolation(file, target)
        : violation(layerOf(file), to);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'server/dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'dev-dist/**',
      'data/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'e2e/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'build/**/*.ts',
      'scripts/**/*.ts',
    ],
    ignores: ['src/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { sasuma: { rules: { boundaries } } },
    rules: { 'sasuma/boundaries': 'error' },
  },
  {
    // The suite's speed and stability rest on these: no fixed sleeps, no focused or skipped tests left behind.
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/no-networkidle': 'error',
      'playwright/no-force-option': 'error',
      // A test walks both languages with a per-language table; the branches pick the table, not the assertions.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
  {
    files: ['server/**/*.ts', 'build/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-console': 'off',
      // Code Node runs as it is: date-fns' barrels cost about 3 s each to import on Node 24 (decision 036).
      'no-restricted-imports': [
        'error',
        {
          paths: ['date-fns', 'date-fns/locale'].map((name) => ({
            name,
            message: "Import each function from its own path ('date-fns/addDays'): decision 036.",
          })),
        },
      ],
    },
  },
);
