/** Where the query cache is saved on the device: IndexedDB database `sasuma`, store `query-cache`, one entry. */
export const SAVED_CACHE = { database: 'sasuma', store: 'query-cache', key: 'query-cache' } as const;

/**
 * What the shell's route-preload script (scripts/app-shell-plugin.ts) began before the entry ran, on a start the
 * shell answered (from the home-screen icon, offline, a route not written as HTML).
 */
export interface ShellStart {
  /** The saved cache's read, on a return visit: undefined when nothing is saved or it could not be read. */
  savedCache?: Promise<unknown>;
  /** The ICU data of the URL's language's dates is loading on a worker (lib/intl-warm-up.ts). */
  datesWarmUp?: boolean;
}

export const SHELL_START_GLOBAL = '__sasumaShellStart';

export function shellStart(): ShellStart {
  return (globalThis as { [SHELL_START_GLOBAL]?: ShellStart })[SHELL_START_GLOBAL] ?? {};
}
