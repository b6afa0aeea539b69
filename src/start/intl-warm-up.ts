import { shellStart } from './shell-start';
import { intlLocales } from '@/lib/intl-locale';
import type { Locale } from '@/lib/locale';

/**
 * Loads the ICU data of `locale`'s dates on another thread while the app starts (intl-warm-up.worker.ts), so the
 * first render's dates do not pay for it on the main thread. Where workers cannot start, the first date pays, as
 * before.
 */
export function warmUpDateFormats(locale: Locale): void {
  // On a start the shell answered, its route-preload script started the worker before the entry came.
  if (typeof Worker !== 'function' || shellStart().datesWarmUp) return;
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: intlLocales[locale],
    });
  } catch {
    // A browser or a policy that refuses the worker: nothing is lost but the head start.
  }
}
