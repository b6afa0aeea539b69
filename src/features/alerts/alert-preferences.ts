import { MEALS } from '@/contract/menu/meals';
import type { Digest } from '@/contract/requests/push';
import { MAX_WATCH_WORDS } from '@/contract/requests/push-limits';
import { ALERT_PREFERENCES_KEY } from '@/lib/data/device-storage-keys';

/**
 * The student's alert preferences, kept on the device (localStorage): the screen reads them offline, and a change
 * made offline waits here (`pending`) until it reaches the server. The subscription itself is the browser's.
 */
export interface AlertPreferences {
  digest: Digest[];
  watch: string[];
  housing: boolean;
  /** Alerts are on: this device has a subscription the server knows (or will, once `pending` is sent). */
  enabled: boolean;
  /** A change not yet stored by the server (made offline, or the server did not answer). */
  pending: boolean;
  lang: 'pt' | 'en';
  /** A subscription turned off while offline: the server is told to forget it when the network returns. */
  forget?: string | undefined;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const isDigest = (value: unknown): value is Digest => {
  if (typeof value !== 'object' || value === null) return false;
  const { restaurant, meal, time } = value as Record<string, unknown>;
  return (
    typeof restaurant === 'string' &&
    restaurant.length <= 60 &&
    SLUG.test(restaurant) &&
    MEALS.some((m) => m === meal) &&
    typeof time === 'string' &&
    CLOCK.test(time)
  );
};

/**
 * The saved preferences, each field checked on its own (a bad one falls back, the others are kept). Guards, not zod,
 * as the menu's preferences and the URL's search params (decision 006): the screen's first render carries no schema
 * library (zod was 8 KB of its first load); the server checks what it is sent against the contract.
 */
export function parsePreferences(raw: unknown, lang: 'pt' | 'en'): AlertPreferences {
  if (typeof raw !== 'object' || raw === null) return noPreferences(lang);
  const value = raw as Record<string, unknown>;
  const digest = Array.isArray(value.digest) ? value.digest.filter(isDigest) : [];
  const watch = Array.isArray(value.watch)
    ? value.watch.filter((word): word is string => typeof word === 'string').slice(0, MAX_WATCH_WORDS)
    : [];
  return {
    digest,
    watch,
    housing: value.housing === true,
    enabled: value.enabled === true,
    pending: value.pending === true,
    lang: value.lang === 'en' || value.lang === 'pt' ? value.lang : lang,
    ...(typeof value.forget === 'string' ? { forget: value.forget } : {}),
  };
}

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
    return parsePreferences(JSON.parse(localStorage.getItem(ALERT_PREFERENCES_KEY) ?? 'null'), lang);
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
