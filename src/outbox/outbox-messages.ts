/**
 * How the pages and the service worker tell each other about the outbox (kept apart from the IndexedDB code: no weight
 * at start). Whoever wrote an outcome announces it on a BroadcastChannel, which reaches every page and the worker of
 * this origin; the writer's own listeners are called directly (a channel does not deliver to its sender).
 */
export const OUTBOX_UPDATED = 'OUTBOX_UPDATED';
/** The Background Sync tag under which a page asks the browser to wake the worker when the network returns. */
export const OUTBOX_SYNC_TAG = 'sasuma-outbox';

/** The IndexedDB database of the application records (src/outbox/outbox-store.ts). */
export const OUTBOX_DATABASE = 'sasuma-outbox';

const CHANNEL = 'sasuma-outbox';
const local = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells every page (and this context) that a record changed: they read the records again. */
export function announceOutboxChange(): void {
  openChannel()?.postMessage({ type: OUTBOX_UPDATED });
  for (const listener of local) listener();
}

/** Calls `listener` whenever an outbox record changes, here or in another page or the worker. */
export function onOutboxChange(listener: () => void): () => void {
  const open = openChannel();
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === OUTBOX_UPDATED)
      listener();
  };
  open?.addEventListener('message', onMessage);
  local.add(listener);
  return () => {
    open?.removeEventListener('message', onMessage);
    local.delete(listener);
  };
}
