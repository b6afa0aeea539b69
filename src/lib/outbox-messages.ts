/** Messages between pages and the service worker's outbox (kept apart from the IndexedDB code: no weight at start). */
export const OUTBOX_UPDATED = 'OUTBOX_UPDATED';
export const OUTBOX_REPLAY = 'OUTBOX_REPLAY';
