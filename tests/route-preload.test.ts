import type { OutputBundle, OutputChunk } from 'rolldown';
import { expect, test } from 'vitest';
import { chunkCycle, routePreloadScript } from '../scripts/app-shell-plugin';

const src = '/work/app/src';
function chunk(fileName: string, options: Partial<OutputChunk> = {}): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: [],
    moduleIds: [],
    isEntry: false,
    facadeModuleId: null,
    ...options,
  } as unknown as OutputChunk;
}
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], moduleIds: [`${src}/main.tsx`] }),
    chunk('assets/react.js'),
    chunk('assets/persister.js', { imports: ['assets/react.js'], moduleIds: [`${src}/app/persister.ts`] }),
    chunk('assets/contract.js', {
      imports: ['assets/zod.js'],
      moduleIds: [`${src}/app/persisted-query-schemas.ts`],
    }),
    chunk('assets/zod.js'),
    chunk('assets/messages-pt.js', { facadeModuleId: `${src}/locales/pt/messages.po` }),
    chunk('assets/messages-en.js', { facadeModuleId: `${src}/locales/en/messages.po` }),
    chunk('assets/home.js', {
      facadeModuleId: `${src}/routes/{-$lang}/index.tsx?tsr-split=component---loader`,
      imports: ['assets/api-client.js', 'assets/index.js'],
    }),
    chunk('assets/api-client.js'),
    chunk('assets/news-detail.js', {
      facadeModuleId: `${src}/routes/{-$lang}/noticiassas/$noticiaName.tsx?tsr-split=component---loader`,
      imports: ['assets/api-client.js'],
    }),
  ].map((file) => [file.fileName, file]),
) as OutputBundle;

/** Runs the script as a shell page would, at `pathname`, and returns what it preloaded. */
function preloadedAt(pathname: string, { controlled = false } = {}): string[] {
  const links: Array<{ rel?: string; href?: string }> = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: object) => links.push(link) } };
  const navigator = { serviceWorker: { controller: controlled ? {} : null } };
  new Function('location', 'document', 'navigator', routePreloadScript(bundle))(
    { pathname },
    document,
    navigator,
  );
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href ?? '');
}

test("a first visit to home preloads the persister, the Portuguese catalog and home's chunks, not the entry's", () => {
  expect(preloadedAt('/')).toEqual([
    '/assets/persister.js',
    '/assets/messages-pt.js',
    '/assets/home.js',
    '/assets/api-client.js',
  ]);
});

test("a return visit also preloads the saved data's schemas; an English news item, its route and catalog", () => {
  expect(preloadedAt('/en/noticiassas/some-news', { controlled: true })).toEqual([
    '/assets/persister.js',
    '/assets/contract.js',
    '/assets/zod.js',
    '/assets/messages-en.js',
    '/assets/news-detail.js',
    '/assets/api-client.js',
  ]);
  expect(preloadedAt('/en')).toContain('/assets/home.js');
});

test('an unknown path preloads what every start needs, and no route', () => {
  expect(preloadedAt('/nao-existe/de-todo')).toEqual(['/assets/persister.js', '/assets/messages-pt.js']);
});

test('a cycle between chunks is found, and a bundle without one passes', () => {
  expect(chunkCycle(bundle)).toBeUndefined();
  const cyclic = {
    ...bundle,
    'assets/contract.js': chunk('assets/contract.js', { imports: ['assets/zod.js', 'assets/coerce.js'] }),
    'assets/coerce.js': chunk('assets/coerce.js', { imports: ['assets/contract.js'] }),
  } as OutputBundle;
  expect(chunkCycle(cyclic)).toEqual(['assets/contract.js', 'assets/coerce.js', 'assets/contract.js']);
});
