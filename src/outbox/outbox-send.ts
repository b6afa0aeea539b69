import {
  ApplicationAcceptedSchema,
  ApplicationRejectedSchema,
} from '../contract/requests/housing-application';
import { announceOutboxChange } from './outbox-messages';
import {
  deleteOutboxRecords,
  forgetFinishedAnswers,
  isWaiting,
  listOutboxRecords,
  patchOutboxRecord,
  type OutboxOutcome,
  type OutboxRecord,
} from './outbox-store';
import { API_BASES } from '../lib/data/sw-shared';

/**
 * Sending housing applications, the same for the page (a submit, its own replays) and the service worker (Background
 * Sync, its start): one post at a time per origin, under a Web Lock, so a record found 'sending' by a sender holding
 * the lock is one whose sender stopped (decision 024).
 */

/** A post that has not answered by then is given up, so a hung request never holds the queue. */
export const SEND_TIMEOUT_MS = 15_000;
/** An application that could not reach the server for this long is not sent by itself: the student is told. */
export const RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

const LOCK = 'sasuma-outbox';
let localChain: Promise<unknown> = Promise.resolve();

/** Runs `task` while no other page or worker of this origin sends (one at a time in this context without Web Locks). */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request(LOCK, task);
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}

export function applicationUrl(lang: OutboxRecord['lang']): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(`${API_BASES.forms.replace(/\/$/, '')}/sas/registercandidatura`, origin);
  if (lang) url.searchParams.set('idioma', lang);
  return url.href;
}

/**
 * Maps an answer to the record's new state. Undefined when it is not an answer about this application — a 5xx, a 429,
 * a 403 (the server refuses the app's origin: a deployment fault the student cannot fix), or a 2xx that is not the
 * API's (a captive portal's page): it may not be stored, so it must be sent again with the same key.
 */
export async function outcomeFromResponse(response: Response): Promise<OutboxOutcome | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (response.ok) {
    const accepted = ApplicationAcceptedSchema.safeParse(body);
    return accepted.success ? { state: 'sent', reference: accepted.data.reference } : undefined;
  }
  if (response.status < 400 || response.status >= 500 || response.status === 429 || response.status === 403)
    return undefined;
  const rejected = ApplicationRejectedSchema.safeParse(body);
  const error = rejected.success ? rejected.data.error : undefined;
  return {
    state: 'rejected',
    ...(error?.codes ? { fieldErrors: error.codes } : {}),
    ...(error?.message ? { message: error.message } : {}),
  };
}

export interface PostResult {
  outcome?: OutboxOutcome;
  /** Seconds a 429 or 503 asked to wait. */
  retryAfter?: number;
}

/** One post of the record's application with its key, given up after `SEND_TIMEOUT_MS`. */
export async function postApplication(
  record: OutboxRecord,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<PostResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(applicationUrl(record.lang), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': record.key,
        Accept: 'application/json',
      },
      body: JSON.stringify(record.data ?? {}),
      signal: controller.signal,
    });
    const outcome = await outcomeFromResponse(response);
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    return { ...(outcome ? { outcome } : {}), ...(retryAfter ? { retryAfter } : {}) };
  } catch {
    return {}; // No network, refused, or timed out: not an answer.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes what a post came to: the server's answer, or back to 'queued' (with a 429's wait) when nothing answered.
 * Returns whether the server answered.
 */
export async function recordPost(key: string, result: PostResult): Promise<boolean> {
  const notBefore =
    result.retryAfter && !result.outcome
      ? { notBefore: new Date(Date.now() + result.retryAfter * 1000).toISOString() }
      : {};
  await patchOutboxRecord(key, result.outcome ?? { state: 'queued', ...notBefore });
  announceOutboxChange();
  return result.outcome !== undefined;
}

export interface ReplayResult {
  /** Applications still waiting after this run. */
  waiting: number;
  /** Seconds the server asked to wait, when it did. */
  retryAfter?: number;
}

/**
 * Sends every application waiting on this device, oldest first, each outcome written before the next starts. Stops at
 * the first post nothing answered (the network or the server is down: the rest would fail too). One past the retention
 * is not sent: it is marked 'expired' for the student to review. First, a finished record an older version left with
 * its answers loses them (decision 029).
 */
export function replayOutbox(): Promise<ReplayResult> {
  return withOutboxLock(async () => {
    await forgetFinishedAnswers().catch(() => undefined);
    const waiting = (await listOutboxRecords()).filter(isWaiting).reverse();
    let left = waiting.length;
    for (const record of waiting) {
      if (Date.now() - Date.parse(record.createdAt) > RETENTION_MS) {
        await patchOutboxRecord(record.key, { state: 'expired' });
        announceOutboxChange();
        left -= 1;
        continue;
      }
      if (record.notBefore && Date.parse(record.notBefore) > Date.now()) {
        return { waiting: left, retryAfter: (Date.parse(record.notBefore) - Date.now()) / 1000 };
      }
      await patchOutboxRecord(record.key, { state: 'sending' });
      const result = await postApplication(record);
      if (!(await recordPost(record.key, result)))
        return { waiting: left, ...(result.retryAfter ? { retryAfter: result.retryAfter } : {}) };
      left -= 1;
    }
    return { waiting: left };
  });
}

/**
 * Deletes every application record on this device ("My data on this device"), waiting applications included: they
 * will not be sent. Under the outbox lock, so a post in flight writes its outcome before, never after, the deletion.
 */
export async function deleteAllApplications(): Promise<void> {
  await withOutboxLock(() => deleteOutboxRecords());
  announceOutboxChange();
}
