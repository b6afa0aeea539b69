import { Queue } from 'workbox-background-sync';
import {
  OUTBOX_UPDATED,
  outcomeFromResponse,
  patchOutboxRecord,
  type OutboxOutcome,
} from '../lib/outbox-store';
import { API_BASES } from '../lib/sw-shared';

declare const self: ServiceWorkerGlobalScope;

const RETENTION_MINUTES = 14 * 24 * 60;
const formsBase = new URL(API_BASES.forms, self.location.origin).href.replace(/\/$/, '');
export const applicationUrl = `${formsBase}/sas/registercandidatura`;

// Replays come from several places (sync event, SW start, page messages, a retry timer): one shared in-flight replay
// keeps two of them from sending the same entry. Workbox's shiftRequest() reads and deletes in two IndexedDB
// transactions, so overlapping replays sent duplicates (docs/stack-notes.md); the server's Idempotency-Key is the
// second guard.
let inFlight: Promise<void> | undefined;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const queue = new Queue('housing-applications', {
  maxRetentionTime: RETENTION_MINUTES,
  onSync: () => replayOutbox(),
});

async function notifyPages() {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: OUTBOX_UPDATED });
}

async function record(key: string, patch: OutboxOutcome) {
  if (key) await patchOutboxRecord(key, patch);
  await notifyPages();
}

function scheduleRetry(retryAfterSeconds?: number) {
  failures += 1;
  const backoff = Math.min(2 ** (failures - 1) * 2_000, 5 * 60_000);
  const delay = Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void replayOutbox().catch(() => undefined);
  }, delay);
}

async function replayAll(): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const key = entry.request.headers.get('Idempotency-Key') ?? '';
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      // Still offline, or the network is only coming back: try again soon rather than wait for the browser's next
      // sync retry (minutes away after a failed one).
      scheduleRetry();
      throw error;
    }
    // No outcome: the server is down, overloaded or rate-limiting, or something else answered (a captive portal).
    const outcome = await outcomeFromResponse(response);
    if (!outcome) {
      await queue.unshiftRequest(entry);
      scheduleRetry(Number(response.headers.get('Retry-After')) || undefined);
      throw new Error(`Server answered ${response.status}; kept in the outbox`);
    }
    failures = 0;
    await record(key, outcome);
  }
}

/** Sends every queued application, oldest first; concurrent callers share the same run. */
export function replayOutbox(): Promise<void> {
  inFlight ??= replayAll().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

function queuedAnswer(): Response {
  return new Response(JSON.stringify({ queued: true }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/**
 * The application post: straight to the server when it can be reached; otherwise (no network, 5xx, 429, an answer
 * that is not the API's) into the outbox, answering the page 202 `{ queued: true }` so it can say "will be sent
 * automatically".
 */
export async function handleApplicationPost({ request }: { request: Request }): Promise<Response> {
  const key = request.headers.get('Idempotency-Key') ?? '';
  const forQueue = request.clone();
  try {
    const response = await fetch(request);
    const outcome = await outcomeFromResponse(response);
    if (outcome) {
      await record(key, outcome);
      return response;
    }
    scheduleRetry(Number(response.headers.get('Retry-After')) || undefined);
  } catch {
    // No network: queue below.
  }
  await queue.pushRequest({ request: forQueue, timestamp: Date.now() });
  await record(key, { state: 'queued' });
  return queuedAnswer();
}
