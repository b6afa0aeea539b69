// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  firstScreenAnswersKey,
  firstScreenKey,
  type FirstScreen,
  type FirstScreenAnswers,
} from './shell-start';
import { copyFirstScreen, keptFirstScreens } from './first-screen';

const HOUR = 60 * 60 * 1000;
const menu = ['menu', 'week', { lang: 'pt' }];
const notices = ['notices', 'home', { lang: 'pt' }];

let queryClient: QueryClient;
let root: HTMLElement;
const stops: Array<() => void> = [];

/** A query a mounted screen reads (an observer makes it active), answered with `data` unless undefined. */
function reads(queryKey: unknown[], data?: unknown) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn: () => new Promise(() => undefined) });
  stops.push(observer.subscribe(() => undefined));
  if (data !== undefined) queryClient.setQueryData(queryKey, data);
}

beforeEach(() => {
  localStorage.clear();
  // A start the service worker answered (jsdom has no service worker).
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  document.head.innerHTML = '<script type="module" src="/assets/index-AbC123.js"></script>';
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  root.innerHTML = [
    '<header><button type="button">Menu</button></header>',
    `<main><section class="today-canteen" data-valid-until="${Date.now() + HOUR}"><ul><li>Bacalhau</li></ul></section>`,
    '<input type="search"></main>',
  ].join('');
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  queryClient.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('copyFirstScreen', () => {
  test('[OFF-03] the first render with every answer: its markup, controls held until start, its answers', () => {
    reads(menu, [{ dish: 'Bacalhau' }]);
    reads(notices, []);
    const copy = copyFirstScreen(root, queryClient);
    expect(copy?.key).toBe(firstScreenKey('/', true));
    expect(copy?.screen.build).toBe('/assets/index-AbC123.js');
    expect(copy?.screen.html).toContain(
      '<button disabled="" data-until-start="" type="button">Menu</button>',
    );
    expect(copy?.screen.html).toContain('<li>Bacalhau</li>');
    expect(copy?.screen.validUntil).toBe(Number(root.querySelector('section')?.dataset.validUntil));
    expect(Object.keys(copy?.answers ?? {})).toEqual([
      queryClient.getQueryCache().find({ queryKey: menu })?.queryHash,
      queryClient.getQueryCache().find({ queryKey: notices })?.queryHash,
    ]);
  });

  test('with nothing due to change it is kept a day, no more', () => {
    root.querySelector('section')?.removeAttribute('data-valid-until');
    reads(menu, []);
    const before = Date.now();
    const validUntil = copyFirstScreen(root, queryClient)?.screen.validUntil ?? 0;
    expect(validUntil).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
  });

  test('none while an answer is missing (the screen shows it loading), or with a style attribute the CSP blocks', () => {
    reads(menu, []);
    reads(notices);
    expect(copyFirstScreen(root, queryClient)).toBeUndefined();
    queryClient.setQueryData(notices, []);
    expect(copyFirstScreen(root, queryClient)).toBeDefined();
    root.querySelector('li')?.setAttribute('style', 'color: red');
    expect(copyFirstScreen(root, queryClient)).toBeUndefined();
  });

  test('[ERR-03] none with server HTML in it: sanitized for one parse, not for a second round trip', () => {
    reads(menu, []);
    root
      .querySelector('main')
      ?.insertAdjacentHTML('beforeend', '<div class="html-content"><p>Aviso</p></div>');
    expect(copyFirstScreen(root, queryClient)).toBeUndefined();
  });

  test('none on a first visit: only a start the service worker answers shows one', () => {
    reads(menu, []);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(copyFirstScreen(root, queryClient)).toBeUndefined();
  });

  test('offline, it is the offline screen', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reads(menu, []);
    expect(copyFirstScreen(root, queryClient)?.key).toBe(firstScreenKey('/', false));
    vi.restoreAllMocks();
  });
});

describe('keptFirstScreens', () => {
  const stored = (key: string) => {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as FirstScreen);
  };
  const storedAnswers = (key: string) => {
    const text = localStorage.getItem(firstScreenAnswersKey(key));
    return text === null ? undefined : (JSON.parse(text) as FirstScreenAnswers);
  };
  const hashOf = (queryKey: unknown[]) => queryClient.getQueryCache().find({ queryKey })?.queryHash ?? '';

  test('kept at once; a refresh with the same data adds its time; other data drops it before it is saved', async () => {
    reads(menu, [{ dish: 'Bacalhau' }]);
    const copy = copyFirstScreen(root, queryClient);
    if (!copy) throw new Error('no copy');
    keptFirstScreens(queryClient).keep(copy);
    expect(stored(copy.key)?.html).toBe(copy.screen.html);

    const first = queryClient.getQueryState(menu)?.dataUpdatedAt ?? 0;
    // A later refresh: the clock moves on (timers stay real).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    queryClient.setQueryData(menu, [{ dish: 'Bacalhau' }]);
    const refreshedAt = queryClient.getQueryState(menu)?.dataUpdatedAt ?? 0;
    expect(refreshedAt).toBeGreaterThan(first);
    await vi.waitFor(() => expect(storedAnswers(copy.key)?.[hashOf(menu)]).toEqual([first, refreshedAt]));
    // Only the answers are written again, not the page.
    expect(stored(copy.key)?.html).toBe(copy.screen.html);

    queryClient.setQueryData(menu, [{ dish: 'Espetada' }]);
    expect(stored(copy.key)).toBeUndefined();
    expect(storedAnswers(copy.key)).toBeUndefined();
  });

  test("a refresh with the same data before the first render: the time restored is still one of the answer's", () => {
    reads(menu, [{ dish: 'Bacalhau' }]);
    const restoredAt = queryClient.getQueryState(menu)?.dataUpdatedAt ?? 0;
    const screens = keptFirstScreens(queryClient);
    // A later refresh: the clock moves on (timers stay real).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    queryClient.setQueryData(menu, [{ dish: 'Bacalhau' }]);
    const copy = copyFirstScreen(root, queryClient);
    if (!copy) throw new Error('no copy');
    screens.keep(copy);
    const refreshedAt = queryClient.getQueryState(menu)?.dataUpdatedAt ?? 0;
    expect(storedAnswers(copy.key)?.[hashOf(menu)]).toEqual([restoredAt, refreshedAt]);
  });

  test('a later session keeps those whose answers are the ones restored, and drops the others', () => {
    reads(menu, [{ dish: 'Bacalhau' }]);
    reads(notices, []);
    const at = (queryKey: unknown[]) => queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    const keep = (key: string, answers: FirstScreenAnswers) => {
      const screen: FirstScreen = { build: '/assets/index-AbC123.js', html: '<main></main>', validUntil: 0 };
      localStorage.setItem(key, JSON.stringify(screen));
      localStorage.setItem(firstScreenAnswersKey(key), JSON.stringify(answers));
    };
    keep(firstScreenKey('/', true), { [hashOf(menu)]: [1, at(menu)] });
    keep(firstScreenKey('/en', true), { [hashOf(menu)]: [at(menu) - 1] });
    localStorage.setItem(firstScreenKey('/', false), 'not JSON');
    localStorage.setItem(firstScreenAnswersKey(firstScreenKey('/', false)), 'not JSON');
    localStorage.setItem('another app key', 'kept');
    keptFirstScreens(queryClient);
    expect(stored(firstScreenKey('/', true))).toBeDefined();
    expect(stored(firstScreenKey('/en', true))).toBeUndefined();
    expect(storedAnswers(firstScreenKey('/en', true))).toBeUndefined();
    expect(localStorage.getItem(firstScreenKey('/', false))).toBeNull();
    expect(localStorage.getItem('another app key')).toBe('kept');
    // Kept true from then on, whatever route this session shows: its answer changes, and it goes.
    queryClient.setQueryData(menu, [{ dish: 'Espetada' }]);
    expect(stored(firstScreenKey('/', true))).toBeUndefined();
  });

  test('storage refused (a privacy setting): nothing is kept, and nothing stands in the way of the start', () => {
    reads(menu, []);
    const copy = copyFirstScreen(root, queryClient);
    if (!copy) throw new Error('no copy');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => keptFirstScreens(queryClient).keep(copy)).not.toThrow();
    vi.restoreAllMocks();
  });
});
