import { OUTBOX_SYNC_TAG } from '../outbox/outbox-messages';
import { replayOutbox } from '../outbox/outbox-send';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// The worker's part of the outbox (the records and the sending are shared with the page, src/outbox/outbox-send.ts):
// it sends what waits when the browser wakes it for Background Sync and when it starts. A retry
// timer backs off while it lives; the page keeps its own (browsers without Background Sync rely on it).
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

async function replay(): Promise<number> {
  const { waiting, retryAfter } = await replayOutbox();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = undefined;
  if (waiting === 0) {
    failures = 0;
    return 0;
  }
  failures += 1;
  const delay = Math.max(Math.min(2 ** (failures - 1) * 2_000, 5 * 60_000), (retryAfter ?? 0) * 1000);
  retryTimer = setTimeout(() => void replay().catch(() => undefined), delay);
  return waiting;
}

export function registerOutbox() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // Rejecting asks the browser to fire the event again later (with its own backoff), until its last chance.
    sync.waitUntil(
      replay().then((waiting) => {
        if (waiting > 0 && !sync.lastChance) throw new Error(`${waiting} application(s) still waiting`);
      }),
    );
  });

  // A new or restarted worker sends what was left waiting, a post it was making when it stopped included.
  void replay().catch(() => undefined);
}
