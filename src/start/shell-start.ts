/** Where the query cache is saved on the device: IndexedDB database `sasuma`, store `query-cache`, one entry. */
export const SAVED_CACHE = { database: 'sasuma', store: 'query-cache', key: 'query-cache' } as const;

/**
 * A route's first screen as the app last rendered it from saved data, kept in localStorage (under `firstScreenKey`:
 * read synchronously, it shows as soon as the shell's route-preload script runs) and shown by that script while the
 * app starts, when it is still what the app's first render will show (decision 021, src/start/first-screen.ts).
 */
export interface FirstScreen {
  /** The entry's script URL (`ENTRY_SCRIPT`'s `src`): the build the markup belongs to. */
  build: string;
  /** #root's markup, controls disabled until the app takes over (src/start/html-until-start.ts). */
  html: string;
  /** Epoch ms from which it may read otherwise: the next meal changes, or a new day begins. */
  validUntil: number;
}

/**
 * The saved answers a kept screen shows (under `firstScreenAnswersKey`, apart from the markup: a refresh rewrites
 * these few bytes, not the page): query hash -> the `dataUpdatedAt` values at which the saved answer is the one
 * shown (a refresh that brought the same data adds one). Any other answer saved, and the screen is not shown.
 */
export type FirstScreenAnswers = Record<string, number[]>;

/** The app's entry script, whose hashed URL names the build. */
export const ENTRY_SCRIPT = 'script[type="module"][src]';

const FIRST_SCREEN_PREFIX = 'first-screen ';
const ANSWERS_SUFFIX = ' answers';

/** The first screen of `pathname`, online or offline: the offline notice is part of the screen. */
export function firstScreenKey(pathname: string, online: boolean): string {
  return `${FIRST_SCREEN_PREFIX}${pathname} ${online ? 'online' : 'offline'}`;
}

export function firstScreenAnswersKey(screenKey: string): string {
  return `${screenKey}${ANSWERS_SUFFIX}`;
}

export function isFirstScreenKey(key: string): boolean {
  return key.startsWith(FIRST_SCREEN_PREFIX) && !key.endsWith(ANSWERS_SUFFIX);
}

/**
 * What the shell's early script (src/start/early-start.ts) began before the entry ran, on a start the
 * shell answered (from the home-screen icon, offline, a route not written as HTML).
 */
export interface ShellStart {
  /** The saved cache's read, on a return visit: undefined when nothing is saved or it could not be read. */
  savedCache?: Promise<unknown>;
  /** The ICU data of the URL's language's dates is loading on a worker (src/start/intl-warm-up.ts). */
  datesWarmUp?: boolean;
  /** Set by the entry as its first render begins: from then on the script leaves #root to React. */
  rendering?: boolean;
  /** The script is opening the remembered language's start instead of this page (decision 025): the entry does nothing. */
  leaving?: boolean;
}

export const SHELL_START_GLOBAL = '__sasumaShellStart';

export function shellStart(): ShellStart {
  return (globalThis as { [SHELL_START_GLOBAL]?: ShellStart })[SHELL_START_GLOBAL] ?? {};
}

/** Tells the shell's script that the app's first render begins (`ShellStart.rendering`). */
export function markRendering(): void {
  // Without the shell's script (a prerendered page, a first visit) this marks a throwaway object: no one is waiting.
  shellStart().rendering = true;
}
