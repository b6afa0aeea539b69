import { intlLocales } from '@/lib/intl-locale';
import { localeFromPathname, switchLocalePath, type Locale } from '@/lib/locale';
import { startPaths } from '@/lib/locale-files';
import { LANGUAGE_KEY } from '@/lib/remembered-language';
import {
  firstScreenAnswersKey,
  firstScreenKey,
  SHELL_START_GLOBAL,
  type FirstScreen,
  type FirstScreenAnswers,
  type ShellStart,
} from './shell-start';
import { keptScreenHolds, savedUpdateTimes } from './kept-screen';
import { readSavedCacheRecord } from './saved-cache-record';

/** What only the build knows, injected as data (scripts/app-shell-plugin.ts): the files each start needs. */
export interface StartData {
  /** The entry chunk's URL: the build a kept first screen must belong to. */
  build: string;
  /** The saved data's persister, with its imports beyond the entry. */
  persister: string[];
  /** The schemas that check the saved data (a return visit only). */
  savedDataSchemas: string[];
  /** Each route's path pattern (without `/en`) and its chunks beyond the entry. */
  routes: Array<[pattern: string, files: string[]]>;
  catalogs: Record<Locale, string[]>;
  /** The worker that loads the dates' ICU data (src/start/intl-warm-up.worker.ts). */
  datesWorker: string;
}

interface Root {
  innerHTML: string;
  dataset: Record<string, string | undefined>;
}

/** The page as far as the script reads and writes it: the browser's own objects, or a test's. */
export interface StartEnv {
  location: { pathname: string; search: string; hash: string; replace(url: string): void };
  document: {
    readyState: string;
    createElement(tag: 'link'): { rel?: string; crossOrigin?: string | null; href?: string };
    head: { appendChild(node: object): unknown };
    getElementById(id: string): Root | null;
    addEventListener(type: 'readystatechange', listener: () => void, options: { once: true }): void;
  };
  navigator: { onLine?: boolean; standalone?: boolean; serviceWorker?: { controller: unknown } };
  /** Where `ShellStart` is left for the entry (src/start/shell-start.ts). */
  window: { [SHELL_START_GLOBAL]?: ShellStart };
  indexedDB?: IDBFactory | undefined;
  Worker?: (new (url: string, options: { type: 'module'; name: string }) => unknown) | undefined;
  localStorage?: Pick<Storage, 'getItem' | 'removeItem'> | undefined;
  matchMedia?: ((query: string) => { matches: boolean }) | undefined;
}

function storageItem(env: StartEnv, key: string): string | null {
  try {
    return env.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // Storage refused: nothing kept there.
  }
}

function removeItems(env: StartEnv, ...keys: string[]): void {
  try {
    for (const key of keys) env.localStorage?.removeItem(key);
  } catch {
    // The app drops it too.
  }
}

/**
 * An installed app started at the other language's start (its icon: `/` or `/en`, in standalone display mode) goes to
 * the start of the language the student last chose with the header's switch (src/lib/remembered-language.ts), with no
 * history entry, before anything loads, offline too (decision 025). True when the page is leaving.
 */
function openRememberedLanguage(env: StartEnv): boolean {
  const { location, navigator } = env;
  const atStart = Object.values(startPaths).includes(location.pathname);
  const standalone =
    navigator.standalone === true || env.matchMedia?.('(display-mode: standalone)').matches === true;
  if (!atStart || !standalone) return false;
  const remembered = storageItem(env, LANGUAGE_KEY);
  if (remembered !== 'pt' && remembered !== 'en') return false;
  if (startPaths[remembered] === location.pathname) return false;
  env.window[SHELL_START_GLOBAL] = { leaving: true };
  location.replace(startPaths[remembered] + location.search + location.hash);
  return true;
}

function parsedJson<T>(text: string | null): T | undefined {
  try {
    return (JSON.parse(text ?? 'null') as T | null) ?? undefined;
  } catch {
    return undefined; // Unreadable: as if nothing were kept.
  }
}

/**
 * The route's first screen as the app last rendered it (src/start/first-screen.ts), shown at once if it is still what the
 * app's first render will show: of this build and not yet due to change (the next meal). The app then takes it over as
 * it does a page written at build (decision 021). localStorage, read synchronously: IndexedDB takes 100 ms and more to
 * open in a browser process that just started. Returns the check to run once the saved data is read.
 */
function showKeptScreen(env: StartEnv, data: StartData, started: ShellStart) {
  const { document, location } = env;
  const screenKey = firstScreenKey(location.pathname, env.navigator.onLine !== false);
  const answersKey = firstScreenAnswersKey(screenKey);
  let shown: { root: Root; shell: string } | undefined;
  let savedRead: { saved: unknown } | undefined;
  // It was made from exactly the answers saved: the app keeps that so; should it not hold, the shell's own markup is
  // back before the app renders, and the screen is dropped.
  const check = (saved: unknown) => {
    savedRead = { saved };
    // A read slower than the app's wait for it (src/app/persister.ts): React has the root by now, and renders its own.
    if (!shown || started.rendering) return;
    const answers = parsedJson<FirstScreenAnswers>(storageItem(env, answersKey));
    if (keptScreenHolds(answers, savedUpdateTimes(saved))) return;
    shown.root.innerHTML = shown.shell;
    delete shown.root.dataset.prerendered;
    removeItems(env, screenKey, answersKey);
  };
  const show = () => {
    if (shown || started.rendering) return;
    const screen = parsedJson<FirstScreen>(storageItem(env, screenKey));
    const root = document.getElementById('root');
    if (!root || root.dataset.prerendered !== undefined || typeof screen?.html !== 'string') return;
    if (screen.build !== data.build || !(Date.now() < screen.validUntil)) return;
    shown = { root, shell: root.innerHTML };
    root.innerHTML = screen.html;
    root.dataset.prerendered = location.pathname;
    if (savedRead) check(savedRead.saved);
  };
  // An async script may run before the parser has reached #root: then as soon as it has, still before the entry runs
  // (the document is interactive before its deferred scripts run).
  if (document.getElementById('root') || document.readyState !== 'loading') show();
  else document.addEventListener('readystatechange', show, { once: true });
  return check;
}

/**
 * The shell's early start (built as a classic script of its own, src/start/early-start-script.ts): run as soon as it
 * arrives, before the entry can run. It opens the remembered language's start when it should; otherwise it preloads
 * the persister, on a return visit the schemas that check the saved data and starts reading that data (and shows the
 * route's kept first screen), the catalog of the URL's language and the chunks of the URL's route; and it starts the
 * worker that loads the dates' ICU data. What it began is left for the entry in `ShellStart` (src/start/shell-start.ts).
 */
export function earlyStart(data: StartData, env: StartEnv): void {
  if (openRememberedLanguage(env)) return;
  const { document, location, navigator } = env;
  const started: ShellStart = (env.window[SHELL_START_GLOBAL] = {});
  // A page the service worker answered is a return visit: there is saved data to check before the first render.
  const returnVisit = Boolean(navigator.serviceWorker?.controller);
  const locale = localeFromPathname(location.pathname);
  const path = switchLocalePath(location.pathname, 'pt');
  const route = data.routes.find(([pattern]) => new RegExp(pattern).test(path));
  if (returnVisit) {
    const checkKeptScreen = showKeptScreen(env, data, started);
    if (env.indexedDB) {
      started.savedCache = readSavedCacheRecord(env.indexedDB).then((saved) => {
        try {
          checkKeptScreen(saved);
        } catch {
          // Never in the way of the saved data's hand-over.
        }
        return saved;
      });
    } else checkKeptScreen(undefined);
  }
  // The first date format of a browser process loads ICU data: on a worker, started now, it is there by the render.
  if (typeof env.Worker === 'function') {
    try {
      new env.Worker(`/${data.datesWorker}`, { type: 'module', name: intlLocales[locale] });
      started.datesWarmUp = true;
    } catch {
      // Refused (a policy): the entry's own start tries, and the first date pays otherwise.
    }
  }
  const files = [
    ...data.persister,
    ...(returnVisit ? data.savedDataSchemas : []),
    ...data.catalogs[locale],
    ...(route ? route[1] : []),
  ];
  for (const file of new Set(files)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}
