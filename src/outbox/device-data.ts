import type { Locale } from '../lib/locale';
import { LANGUAGE_KEY } from '../lib/remembered-language';
import { CACHE_NAMES, LANGUAGE_ENTRY } from '../lib/sw-shared';

/**
 * What this device keeps about the student (not the public content it saved for offline reading): the housing
 * application's draft, the applications made here (the outbox's records), the language chosen. "My data on this
 * device" lists it and deletes it (LAW-05). Alert preferences join the list when alerts exist.
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
  };
}

/**
 * Deletes all of it: every application record (those waiting will not be sent), the draft and the chosen language.
 * The records go first, under the outbox's lock: a post in flight ends before, and its outcome is deleted with them.
 */
export async function deleteDeviceData(): Promise<void> {
  const { deleteAllApplications } = await import('./outbox-send');
  await deleteAllApplications();
  removeItem(DRAFT_KEY);
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
