import type { ReplayResult } from './outbox-send';
import { onOutboxChange, OUTBOX_DATABASE, OUTBOX_SYNC_TAG } from './outbox-messages';

/** Calls `listener` whenever an outbox record changes (here, in another page or in the worker), and on focus. */
export function subscribeOutbox(listener: () => void): () => void {
  const stop = onOutboxChange(listener);
  window.addEventListener('focus', listener);
  return () => {
    stop();
    window.removeEventListener('focus', listener);
  };
}

/**
 * Asks the browser to wake the service worker when the network returns, even with no page open (Chromium's Background
 * Sync). Browsers without it (Safari, Firefox) have the page's own replays (`startOutboxRunner`).
 */
export async function requestBackgroundSync(): Promise<void> {
  const registration = await globalThis.navigator?.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

interface SyncManager {
  register(tag: string): Promise<void>;
}

let started = false;
let running = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function retryLater(retryAfter = 0) {
  failures += 1;
  const backoff = Math.min(2 ** (failures - 1) * 2_000, 5 * 60_000);
  timer = setTimeout(run, Math.max(backoff, retryAfter * 1000));
}

/**
 * Whether an application may be waiting on this device: none was ever kept where the outbox's database is not there,
 * and then the sending code (zod, the records' schema) is not loaded at every start. A browser that cannot list its
 * databases loads it.
 */
export async function mayHoldApplications(): Promise<boolean> {
  if (!('databases' in indexedDB)) return true;
  const databases = await indexedDB.databases().catch(() => undefined);
  return !databases || databases.some((database) => database.name === OUTBOX_DATABASE);
}

const nothingWaiting: ReplayResult = { waiting: 0 };

function run() {
  if (running) return;
  running = true;
  if (timer) clearTimeout(timer);
  timer = undefined;
  void mayHoldApplications()
    .then((may) => (may ? import('./outbox-send').then((outbox) => outbox.replayOutbox()) : nothingWaiting))
    .then(
      ({ waiting, retryAfter }) => {
        if (waiting === 0) failures = 0;
        else retryLater(retryAfter);
      },
      () => undefined,
    )
    .finally(() => (running = false));
}

/**
 * The page's own replays, whatever the browser offers: at start, when the network returns, when the page is shown
 * again, and on a backoff timer (2 s doubling to 5 min, or a 429's wait) while an application waits. The sending
 * code (zod, IndexedDB) loads with the first run. A submit that left its application waiting calls it too: the same
 * backoff then starts (or goes on) from that failure.
 */
export function startOutboxRunner(failed?: { retryAfter?: number }): void {
  if (typeof window === 'undefined') return;
  if (!started) {
    started = true;
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') run();
    });
  }
  if (timer || running) return;
  if (failed) retryLater(failed.retryAfter);
  else run();
}
