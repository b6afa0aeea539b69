import { OUTBOX_REPLAY, OUTBOX_UPDATED } from './outbox-messages';

/** Asks the service worker to send queued applications now (app start, back online). */
export function requestOutboxReplay(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: OUTBOX_REPLAY });
}

/** Calls `listener` whenever the service worker reports a change in the outbox. */
export function subscribeOutbox(listener: () => void): () => void {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === OUTBOX_UPDATED)
      listener();
  };
  sw?.addEventListener('message', onMessage);
  window.addEventListener('focus', listener);
  return () => {
    sw?.removeEventListener('message', onMessage);
    window.removeEventListener('focus', listener);
  };
}
