import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, set } from 'idb-keyval';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { chunkCycle, startData } from '../scripts/app-shell-plugin';
import { earlyStart, type StartEnv } from '../src/start/early-start';
import {
  firstScreenAnswersKey,
  firstScreenKey,
  type FirstScreen,
  type FirstScreenAnswers,
  type ShellStart,
} from '../src/start/shell-start';
import { LANGUAGE_KEY } from '../src/lib/remembered-language';

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
    { type: 'asset', fileName: 'assets/intl-warm-up.worker-AbC_12.js' },
    chunk('assets/news-detail.js', {
      facadeModuleId: `${src}/routes/{-$lang}/noticiassas/$noticiaName.tsx?tsr-split=component---loader`,
      imports: ['assets/api-client.js'],
    }),
  ].map((file) => [file.fileName, file]),
) as OutputBundle;

interface ShellPage {
  controlled?: boolean;
  online?: boolean;
  indexedDB?: IDBFactory;
  Worker?: new (url: string, options: { type: string; name: string }) => object;
  /** The shell's #root, as far as the script reads and writes it. */
  root?: { innerHTML: string; dataset: Record<string, string | undefined> };
  localStorage?: Pick<Storage, 'getItem' | 'removeItem'>;
  /** The parser has not reached #root yet when the script runs: `parsed()` (returned) makes it so. */
  parsing?: boolean;
  /** Started as an installed app: `(display-mode: standalone)` matches, or iOS's `navigator.standalone`. */
  displayMode?: 'browser' | 'standalone' | 'ios-standalone';
  /** The URL's query string and fragment. */
  search?: string;
  hash?: string;
}

/** Runs the script as a shell page would, at `pathname`: what it preloaded, and what it left for the entry. */
function runAt(
  pathname: string,
  {
    controlled = false,
    online = true,
    indexedDB,
    Worker,
    root,
    localStorage,
    parsing = false,
    displayMode = 'browser',
    search = '',
    hash = '',
  }: ShellPage = {},
) {
  const links: Array<{ rel?: string; href?: string }> = [];
  const onReadyStateChange: Array<() => void> = [];
  const document = {
    readyState: parsing ? 'loading' : 'interactive',
    createElement: () => ({}),
    head: { appendChild: (link: object) => links.push(link) },
    getElementById: (id: string) => (id === 'root' && document.readyState !== 'loading' ? root : null),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'readystatechange') onReadyStateChange.push(listener);
    },
  };
  const parsed = () => {
    document.readyState = 'interactive';
    for (const listener of onReadyStateChange) listener();
  };
  const navigator = {
    onLine: online,
    serviceWorker: { controller: controlled ? {} : null },
    ...(displayMode === 'ios-standalone' ? { standalone: true } : {}),
  };
  const matchMedia = (query: string) => ({
    matches: query === '(display-mode: standalone)' && displayMode === 'standalone',
  });
  const replaced: string[] = [];
  const location = { pathname, search, hash, replace: (url: string) => replaced.push(url) };
  const window: { __sasumaShellStart?: ShellStart } = {};
  earlyStart(startData(bundle), {
    location,
    document,
    navigator,
    window,
    indexedDB,
    Worker,
    localStorage,
    matchMedia,
  } as StartEnv);
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return {
    preloaded: links.map((link) => link.href ?? ''),
    started: window.__sasumaShellStart ?? {},
    parsed,
    replaced,
  };
}

const preloadedAt = (pathname: string, page?: ShellPage) => runAt(pathname, page).preloaded;

test("[START-03] the early script is src/start's module, fed the build's chunk map: a first visit to home preloads the persister, the Portuguese catalog and home's chunks, not the entry's", () => {
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

test("the dates' worker starts with the URL's language; a refused worker leaves the entry to try", () => {
  const workers: Array<{ url: string; name: string }> = [];
  const Worker = function (url: string, options: { name: string }) {
    workers.push({ url, name: options.name });
  } as unknown as ShellPage['Worker'];
  expect(runAt('/en/alimentacao', { Worker }).started.datesWarmUp).toBe(true);
  expect(runAt('/', { Worker }).started.datesWarmUp).toBe(true);
  expect(workers).toEqual([
    { url: '/assets/intl-warm-up.worker-AbC_12.js', name: 'en-GB' },
    { url: '/assets/intl-warm-up.worker-AbC_12.js', name: 'pt-PT' },
  ]);
  const refused = function () {
    throw new Error('SecurityError');
  } as unknown as ShellPage['Worker'];
  expect(runAt('/', { Worker: refused }).started.datesWarmUp).toBeUndefined();
});

test('a return visit starts reading the saved data; a first visit does not', async () => {
  const indexedDB = new IDBFactory();
  const saved = { clientState: { queries: [{ queryKey: ['menu', 'week'] }] } };
  const store = createStore('sasuma', 'query-cache');
  // idb-keyval reads the global factory: the store is written through the same one the script is given.
  globalThis.indexedDB = indexedDB;
  try {
    await set('query-cache', saved, store);
    expect(await runAt('/', { controlled: true, indexedDB }).started.savedCache).toEqual(saved);
    expect(runAt('/', { indexedDB }).started.savedCache).toBeUndefined();
  } finally {
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  }
});

test('with nothing saved the read is empty and makes no database, so the app can still make its store', async () => {
  const indexedDB = new IDBFactory();
  expect(await runAt('/', { controlled: true, indexedDB }).started.savedCache).toBeUndefined();
  expect(await indexedDB.databases()).toEqual([]);
  globalThis.indexedDB = indexedDB;
  try {
    const store = createStore('sasuma', 'query-cache');
    await set('query-cache', { saved: true }, store);
    expect(await get('query-cache', store)).toEqual({ saved: true });
  } finally {
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  }
});

describe("a start from the icon shows the route's kept first screen while the app starts", () => {
  // The script compares a kept screen's validUntil with the clock: only Date is faked, so IndexedDB still answers.
  const NOW = new Date('2026-11-25T12:00:00Z');
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterAll(() => vi.useRealTimers());
  const hour = 60 * 60 * 1000;
  const saved = {
    clientState: {
      queries: [
        { queryHash: '["menu"]', state: { dataUpdatedAt: 1000 } },
        { queryHash: '["notices"]', state: { dataUpdatedAt: 2000 } },
      ],
    },
  };
  const kept: FirstScreen = {
    // The bundle's entry chunk: the build.
    build: '/assets/index.js',
    html: '<main><h2>Hoje na cantina</h2><ul><li>Bacalhau</li></ul></main>',
    validUntil: NOW.getTime() + hour,
  };
  const keptAnswers: FirstScreenAnswers = { '["menu"]': [900, 1000], '["notices"]': [2000] };
  const shellMarkup = '<main><div class="pending-view"></div></main>';

  /**
   * Keeps `screen` (with `answers`) as the first screen of `pathname` (online or not), with `saved` in IndexedDB, and
   * starts the shell there: what it shows at once, and once the saved data is read (when the entry's first render
   * takes over).
   */
  async function startWith(
    screen: FirstScreen | undefined,
    {
      answers = keptAnswers as FirstScreenAnswers | null,
      pathname = '/',
      online = true,
      keptAs = firstScreenKey(pathname, online),
      // The app's wait for the saved data ran out first (src/app/persister.ts): its first render has begun.
      renderingFirst = false,
      // The script ran before the parser reached #root, which it then does.
      parsing = false,
    } = {},
  ) {
    const indexedDB = new IDBFactory();
    globalThis.indexedDB = indexedDB;
    const stored = new Map<string, string>();
    if (screen) stored.set(keptAs, JSON.stringify(screen));
    if (answers) stored.set(firstScreenAnswersKey(keptAs), JSON.stringify(answers));
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      removeItem: (key: string) => void stored.delete(key),
    };
    try {
      await set('query-cache', saved, createStore('sasuma', 'query-cache'));
      const root = { innerHTML: shellMarkup, dataset: {} as Record<string, string | undefined> };
      const { started, parsed } = runAt(pathname, {
        controlled: true,
        online,
        indexedDB,
        root,
        localStorage,
        parsing,
      });
      if (parsing) {
        expect(root.innerHTML).toBe(shellMarkup);
        parsed();
      }
      const atOnce = { html: root.innerHTML, mark: root.dataset.prerendered };
      if (renderingFirst) started.rendering = true;
      expect(await started.savedCache).toEqual(saved);
      return { atOnce, root, stillKept: stored.has(keptAs) && stored.has(firstScreenAnswersKey(keptAs)) };
    } finally {
      delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    }
  }

  test('[OFF-03] of this build, not yet due, from the answers saved: shown at once, marked for the takeover', async () => {
    const { atOnce, root, stillKept } = await startWith(kept);
    expect(atOnce).toEqual({ html: kept.html, mark: '/' });
    expect(root.innerHTML).toBe(kept.html);
    expect(root.dataset.prerendered).toBe('/');
    expect(stillKept).toBe(true);
    expect((await startWith(kept, { pathname: '/en' })).root.dataset.prerendered).toBe('/en');
    expect((await startWith(kept, { online: false })).root.innerHTML).toBe(kept.html);
  });

  test('not shown when it may read otherwise: another build, past its time, the other network state', async () => {
    const notShown = [
      { screen: { ...kept, build: '/assets/index-Older1.js' } },
      { screen: { ...kept, validUntil: NOW.getTime() - 1 } },
      { screen: { ...kept, html: undefined } as unknown as FirstScreen },
      { screen: kept, keptAs: firstScreenKey('/', false) },
      { screen: undefined },
    ];
    for (const { screen, keptAs } of notShown) {
      const { atOnce, root } = await startWith(screen, { keptAs });
      expect(atOnce.html).toBe(shellMarkup);
      expect(root.innerHTML).toBe(shellMarkup);
      expect(root.dataset.prerendered).toBeUndefined();
    }
  });

  test('shown, but another answer saved since: the shell is back before the app renders, and the screen dropped', async () => {
    for (const answers of [
      { ...keptAnswers, '["notices"]': [1999] },
      { ...keptAnswers, '["news"]': [3000] },
      {},
      null,
    ]) {
      const { atOnce, root, stillKept } = await startWith(kept, { answers });
      expect(atOnce.html).toBe(kept.html);
      expect(root.innerHTML).toBe(shellMarkup);
      expect(root.dataset.prerendered).toBeUndefined();
      expect(stillKept).toBe(false);
    }
  });

  test("a read slower than the app: #root is React's by then, and the script leaves it alone", async () => {
    const changed = { ...keptAnswers, '["notices"]': [1999] };
    const { root } = await startWith(kept, { answers: changed, renderingFirst: true });
    expect(root.innerHTML).toBe(kept.html);
  });

  test('run before the parser reached #root: shown as soon as it has, before the entry runs', async () => {
    const { atOnce, root } = await startWith(kept, { parsing: true });
    expect(atOnce).toEqual({ html: kept.html, mark: '/' });
    expect(root.innerHTML).toBe(kept.html);
  });
});

describe('[OFF-16] the installed app opens in the language the student last chose', () => {
  /** What a start at `pathname` does: the URL it opens instead (location.replace), if any. */
  function startAt(
    pathname: string,
    remembered: string | null,
    displayMode: ShellPage['displayMode'] = 'standalone',
    page: ShellPage = {},
  ) {
    const getItem = (key: string) => (key === LANGUAGE_KEY ? remembered : null);
    return runAt(pathname, { displayMode, localStorage: { getItem, removeItem: () => undefined }, ...page });
  }
  const opened = (...args: Parameters<typeof startAt>) => startAt(...args).replaced;

  test('[OFF-16] the Portuguese icon (/) opens /en when English was chosen, and the English icon / when Portuguese was', () => {
    expect(opened('/', 'en')).toEqual(['/en']);
    expect(opened('/en', 'pt')).toEqual(['/']);
    // iOS's home-screen apps say so in navigator.standalone.
    expect(opened('/', 'en', 'ios-standalone')).toEqual(['/en']);
    // The query string and fragment go along.
    expect(opened('/', 'en', 'standalone', { search: '?utm_source=pwa', hash: '#x' })).toEqual([
      '/en?utm_source=pwa#x',
    ]);
  });

  test('[OFF-16] it opens as it was asked: in a browser tab, at its own language, nothing chosen, or off the start', () => {
    expect(opened('/', 'en', 'browser')).toEqual([]);
    expect(opened('/en', 'pt', 'browser')).toEqual([]);
    expect(opened('/', 'pt')).toEqual([]);
    expect(opened('/en', 'en')).toEqual([]);
    expect(opened('/', null)).toEqual([]);
    expect(opened('/', 'fr')).toEqual([]);
    expect(opened('/', '__proto__')).toEqual([]);
    // A shortcut or a link opened in the app is where the student asked to go.
    expect(opened('/alimentacao', 'en')).toEqual([]);
    expect(opened('/en/alimentacao', 'pt')).toEqual([]);
    // Storage refused: the start it was given.
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(runAt('/', { displayMode: 'standalone', localStorage: refusing }).replaced).toEqual([]);
  });

  test('[OFF-16] a start that goes to the other language starts nothing here, and tells the entry to stay out', () => {
    const workers: string[] = [];
    const Worker = function (url: string) {
      workers.push(url);
    } as unknown as ShellPage['Worker'];
    const root = { innerHTML: '<main></main>', dataset: {} as Record<string, string | undefined> };
    const leaving = startAt('/', 'en', 'standalone', { controlled: true, Worker, root });
    expect(leaving.replaced).toEqual(['/en']);
    expect(leaving.preloaded).toEqual([]);
    expect(workers).toEqual([]);
    expect(leaving.started).toEqual({ leaving: true });
    expect(root).toEqual({ innerHTML: '<main></main>', dataset: {} });
    // The start it lands on runs as any other.
    expect(startAt('/en', 'en', 'standalone', { Worker }).preloaded).toContain('/assets/messages-en.js');
  });
});
