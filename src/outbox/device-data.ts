import type { Locale } from '../lib/locale';
import { ALERT_PREFERENCES_KEY, MENU_PREFERENCES_KEY } from '../lib/data/device-storage-keys';
import { LANGUAGE_KEY } from '../lib/remembered-language';
import { CACHE_NAMES, LANGUAGE_ENTRY } from '../lib/data/sw-shared';

/**
 * What this device keeps about the student (not the public content it saved for offline reading): the housing
 * application's draft, the applications made here (the outbox's records), the language chosen, the menu's diet and
 * allergen choices, and the alerts' choices. "My data on this device" lists it and deletes it (LAW-05, TRUE-04); the
 * privacy policy names each (a test holds the two together).
 */

/** The housing application's draft, in localStorage (features/housing/application-draft.ts). */
export const DRAFT_KEY = 'sasuma.housing-application.draft';

export interface DeviceData {
  /** A draft of the application form is kept. */
  draft: boolean;
  /** Applications waiting to be sent: their answers are kept until the server has them. */
  waiting: number;
  /** Refused or expired applications: their answers are kept, to be fixed or sent again. */
  toReview: number;
  /** Applications the server has: only their reference, contest and state are kept. */
  sent: number;
  /** The language chosen with the header's switch, if any. */
  language: Locale | undefined;
  /** A diet, allergens or a cut-off chosen on the menu page (an allergy is health data). */
  menuChoices: boolean;
  /** Alerts chosen: restaurants, times, dish words (the server has them too while the alerts are on). */
  alerts: boolean;
}

/** Whether the alerts' record holds choices (not only an endpoint the server is still to forget). */
function hasAlertChoices(raw: string | null): boolean {
  try {
    const value = JSON.parse(raw ?? 'null') as {
      enabled?: unknown;
      digest?: unknown[];
      watch?: unknown[];
    } | null;
    return Boolean(value && (value.enabled === true || value.digest?.length || value.watch?.length));
  } catch {
    return raw !== null;
  }
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage refused: nothing kept there.
  }
}

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there.
  }
}

export async function readDeviceData(): Promise<DeviceData> {
  // The records' store (with zod, which checks them) loads only when the view asks.
  const { listOutboxRecords } = await import('./outbox-store');
  const records = await listOutboxRecords().catch(() => []);
  const count = (states: readonly string[]) =>
    records.filter((record) => states.includes(record.state)).length;
  const language = readItem(LANGUAGE_KEY);
  return {
    draft: readItem(DRAFT_KEY) !== null,
    waiting: count(['queued', 'sending']),
    toReview: count(['rejected', 'expired']),
    sent: count(['sent', 'superseded']),
    language: language === 'pt' || language === 'en' ? language : undefined,
    menuChoices: readItem(MENU_PREFERENCES_KEY) !== null,
    alerts: hasAlertChoices(readItem(ALERT_PREFERENCES_KEY)),
  };
}

/**
 * Deletes all of it: every application record (those waiting will not be sent), the draft, the chosen language, the
 * menu's choices, and the alerts (`turnOffAlerts`, the alerts feature's: the browser's subscription, the choices, and
 * the server's copy). The records go first, under the outbox's lock: a post in flight ends before, and its outcome is
 * deleted with them.
 */
export async function deleteDeviceData({
  turnOffAlerts,
}: {
  turnOffAlerts: () => Promise<void>;
}): Promise<void> {
  const { deleteAllApplications } = await import('./outbox-send');
  await deleteAllApplications();
  removeItem(DRAFT_KEY);
  removeItem(MENU_PREFERENCES_KEY);
  await turnOffAlerts();
  await forgetLanguage();
}

/** The language chosen, both copies (src/lib/remembered-language.ts): an installed app opens at its own start again. */
async function forgetLanguage(): Promise<void> {
  removeItem(LANGUAGE_KEY);
  if (typeof caches === 'undefined') return;
  await caches
    .open(CACHE_NAMES.settings)
    .then((cache) => cache.delete(LANGUAGE_ENTRY))
    .catch(() => undefined);
}
