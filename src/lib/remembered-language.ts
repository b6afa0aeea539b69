import type { Locale } from './locale';

/**
 * The language the student last chose with the header's switch, kept on the device (localStorage): a start of the
 * installed app at the other language's start opens this one's instead. The shell's route-preload script applies
 * the rule before anything else (src/start/early-start.ts, decision 025).
 */
export const LANGUAGE_KEY = 'sasuma language';

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (a private window, a policy): the installed app opens at its own start, as before.
  }
}
