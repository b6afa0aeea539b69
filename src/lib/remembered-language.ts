import type { Locale } from './locale';
import { CACHE_NAMES, LANGUAGE_ENTRY } from './data/sw-shared';

/**
 * The language the student last chose with the header's switch, kept on the device: a start of the installed app at
 * the other language's start opens this one's instead (decision 025). The worker applies the rule before any page is
 * painted, a rendered page's copy and the shell alike (src/sw/routes.ts, src/lib/remembered-start.ts): it reads the
 * choice from its settings cache, where the switch writes it. localStorage's copy is what "My data on this device"
 * lists and deletes (src/outbox/device-data.ts).
 */
export const LANGUAGE_KEY = 'sasuma language';

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (a private window, a policy): the installed app opens at its own start, as before.
  }
  if (typeof caches === 'undefined') return;
  void caches
    .open(CACHE_NAMES.settings)
    .then((cache) =>
      cache.put(LANGUAGE_ENTRY, new Response(locale, { headers: { 'Content-Type': 'text/plain' } })),
    )
    .catch(() => undefined);
}
