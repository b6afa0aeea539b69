import { createStore, entries, update, type UseStore } from 'idb-keyval';

/**
 * What the student sees of each housing application, kept on the device (IndexedDB). The page writes a record
 * when the student presses submit; the service worker's outbox updates it when a queued post is replayed, so the
 * app learns the outcome even when the replay ran while it was closed.
 */
export type OutboxState = 'sending' | 'queued' | 'sent' | 'rejected';

export interface OutboxRecord {
  /** The Idempotency-Key of the post: made when the student pressed submit, kept for every resend. */
  key: string;
  state: OutboxState;
  createdAt: string;
  updatedAt: string;
  contestLabel: string;
  applicant: string;
  reference?: string;
  /** Field error codes of a rejection (the form words them in the current language). */
  fieldErrors?: Record<string, string>;
  message?: string;
  /** What was typed, so a rejected application can be fixed and resent. */
  data?: Record<string, unknown>;
}

export { OUTBOX_REPLAY, OUTBOX_UPDATED } from './outbox-messages';

let defaultStore: UseStore | undefined;
const store = () => (defaultStore ??= createStore('sasuma-outbox', 'applications'));

/** Read-modify-write in one IndexedDB transaction, so the page and the service worker never overwrite each other. */
export function patchOutboxRecord(
  key: string,
  patch: Partial<OutboxRecord> & { state: OutboxState },
  initial?: Omit<OutboxRecord, 'state' | 'updatedAt'>,
): Promise<void> {
  const now = new Date().toISOString();
  return update<OutboxRecord>(
    key,
    (current) => {
      const base: OutboxRecord =
        current ??
        (initial
          ? { ...initial, state: patch.state, updatedAt: now }
          : { key, state: patch.state, createdAt: now, updatedAt: now, contestLabel: '', applicant: '' });
      // A final answer from the server is never downgraded by a late "queued" or "sending".
      if (
        (base.state === 'sent' || base.state === 'rejected') &&
        (patch.state === 'queued' || patch.state === 'sending')
      )
        return base;
      return { ...base, ...patch, updatedAt: now };
    },
    store(),
  );
}

export async function listOutboxRecords(): Promise<OutboxRecord[]> {
  const all = await entries<string, OutboxRecord>(store());
  return all
    .map(([, record]) => record)
    .filter((record): record is OutboxRecord => Boolean(record?.key))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Maps a server answer to the record's new state (shared by the page and the service worker). */
export async function outcomeFromResponse(
  response: Response,
): Promise<Partial<OutboxRecord> & { state: OutboxState }> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as {
    reference?: string;
    queued?: boolean;
    error?: { message?: string; codes?: Record<string, string> };
  };
  if (response.status === 202 && body.queued) return { state: 'queued' };
  if (response.ok) return { state: 'sent', ...(body.reference ? { reference: body.reference } : {}) };
  return {
    state: 'rejected',
    ...(body.error?.codes ? { fieldErrors: body.error.codes } : {}),
    ...(body.error?.message ? { message: body.error.message } : {}),
  };
}
