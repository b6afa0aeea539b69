import * as z from 'zod/mini';
import { DigestSchema, MAX_WATCH_WORDS, type Digest } from '@/contract/push';

/**
 * The student's alert preferences, kept on the device (localStorage): the screen reads them offline, and a change
 * made offline waits here (`pending`) until it reaches the server. The subscription itself is the browser's.
 */
const PreferencesSchema = z.object({
  digest: z.array(DigestSchema),
  watch: z.array(z.string()).check(z.maxLength(MAX_WATCH_WORDS)),
  housing: z.boolean(),
  /** Alerts are on: this device has a subscription the server knows (or will, once `pending` is sent). */
  enabled: z.boolean(),
  /** A change not yet stored by the server (made offline, or the server did not answer). */
  pending: z.boolean(),
  lang: z.enum(['pt', 'en']),
  /** A subscription turned off while offline: the server is told to forget it when the network returns. */
  forget: z.optional(z.string()),
});
export type AlertPreferences = z.infer<typeof PreferencesSchema>;

export const ALERT_PREFERENCES_KEY = 'sasuma alerts';

/** The canteens' usual times: lunch at 11:30, dinner at 18:30 (Madeira time). */
export const DEFAULT_TIMES: Record<Digest['meal'], string> = { almoco: '11:30', jantar: '18:30' };

export const noPreferences = (lang: 'pt' | 'en'): AlertPreferences => ({
  digest: [],
  watch: [],
  housing: false,
  enabled: false,
  pending: false,
  lang,
});

export function loadPreferences(lang: 'pt' | 'en'): AlertPreferences {
  try {
    const parsed = PreferencesSchema.safeParse(
      JSON.parse(localStorage.getItem(ALERT_PREFERENCES_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : noPreferences(lang);
  } catch {
    return noPreferences(lang);
  }
}

export function savePreferences(preferences: AlertPreferences): void {
  try {
    localStorage.setItem(ALERT_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage refused: the preferences live as long as the screen; the server still has what it was sent.
  }
}

export function forgetPreferences(): void {
  try {
    localStorage.removeItem(ALERT_PREFERENCES_KEY);
  } catch {
    // Nothing kept.
  }
}

/** "bacalhau, Lasanha ,  polvo" -> ["bacalhau", "Lasanha", "polvo"]: words of 3+ letters, each once, at most 10. */
export function watchWords(text: string): string[] {
  const words = text
    .split(/[,;\n]/)
    .map((word) => word.trim())
    .filter((word) => word.length >= 3);
  return [...new Map(words.map((word) => [word.toLocaleLowerCase(), word])).values()].slice(
    0,
    MAX_WATCH_WORDS,
  );
}
