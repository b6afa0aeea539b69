import { createStore, entries, get, update, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';
import { ApplicationAcceptedSchema, ApplicationRejectedSchema } from '../contract/housing-application';

/**
 * What the student sees of each housing application, kept on the device (IndexedDB). The page writes a record
 * when the student presses submit; the service worker's outbox updates it when a queued post is replayed, so the
 * app learns the outcome even when the replay ran while it was closed.
 */
export const outboxStates = ['sending', 'queued', 'sent', 'rejected', 'superseded'] as const;
export type OutboxState = (typeof outboxStates)[number];

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

/** Records written by older app versions parse too (the newer fields are optional); a corrupt one does not. */
const OutboxRecordSchema = z.object({
  /** The Idempotency-Key of the post: the draft's key, kept for every resend of the same application. */
  key: z.string().check(z.minLength(1)),
  state: z.enum(outboxStates),
  createdAt: isoDate,
  updatedAt: isoDate,
  contestLabel: z.string(),
  applicant: z.string(),
  reference: z.optional(z.string()),
  /** Field error codes of a rejection (the form words them in the current language). */
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  message: z.optional(z.string()),
  /** What was typed, so a rejected application can be fixed and resent. */
  data: z.optional(z.record(z.string(), z.unknown())),
  /** The key of this rejected application's correction: made once, so every resend of the fix reuses it. */
  retryKey: z.optional(z.string()),
  /** Set with state 'superseded': the correction that replaced this rejected record. */
  supersededBy: z.optional(z.string()),
});
export type OutboxRecord = z.infer<typeof OutboxRecordSchema>;
export type OutboxOutcome = Partial<OutboxRecord> & { state: OutboxState };

export { OUTBOX_REPLAY, OUTBOX_UPDATED } from './outbox-messages';

let defaultStore: UseStore | undefined;
const store = () => (defaultStore ??= createStore('sasuma-outbox', 'applications'));

/** A stored value as a record; one that does not parse is treated as absent, and said so for whoever debugs it. */
const parseRecord = (value: unknown): OutboxRecord | undefined => {
  if (value === undefined) return undefined;
  const result = OutboxRecordSchema.safeParse(value);
  if (result.success) return result.data;
  console.warn('Ignored a saved application record that does not parse (corrupt, or another app version)', {
    key: typeof value === 'object' && value !== null && 'key' in value ? value.key : undefined,
    issues: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return undefined;
};

/** No later message changes these: the server stored it, or a correction took its place. */
const isFinal = (state: OutboxState) => state === 'sent' || state === 'superseded';

/** Read-modify-write in one IndexedDB transaction, so the page and the service worker never overwrite each other. */
export function patchOutboxRecord(
  key: string,
  patch: OutboxOutcome,
  initial?: Omit<OutboxRecord, 'state' | 'updatedAt'>,
): Promise<void> {
  const now = new Date().toISOString();
  return update<OutboxRecord>(
    key,
    (stored) => {
      const current = parseRecord(stored);
      const base: OutboxRecord =
        current ??
        (initial
          ? { ...initial, state: patch.state, updatedAt: now }
          : { key, state: patch.state, createdAt: now, updatedAt: now, contestLabel: '', applicant: '' });
      if (isFinal(base.state) && !(base.state === 'sent' && patch.state === 'sent')) return base;
      // A server's answer is never downgraded by a late "queued" or "sending".
      if (base.state === 'rejected' && (patch.state === 'queued' || patch.state === 'sending')) return base;
      return { ...base, ...patch, updatedAt: now };
    },
    store(),
  );
}

export async function getOutboxRecord(key: string): Promise<OutboxRecord | undefined> {
  return parseRecord(await get(key, store()));
}

/**
 * The key of the correction of a refused application: made the first time it is asked for and stored on the
 * record in the same transaction, so two submits of the fix (or the fix link followed twice) share one key.
 * Undefined when the record was not refused.
 */
export async function retryKeyFor(key: string): Promise<string | undefined> {
  const correctable = (record: OutboxRecord | undefined): record is OutboxRecord =>
    record?.state === 'rejected' || record?.state === 'superseded';
  // idb-keyval's update always writes: look first, so asking about a missing record does not create one.
  if (!correctable(await getOutboxRecord(key))) return undefined;
  let retryKey: string | undefined;
  await update<unknown>(
    key,
    (stored) => {
      const current = parseRecord(stored);
      if (!correctable(current)) return stored;
      retryKey = current.retryKey ?? current.supersededBy ?? crypto.randomUUID();
      return { ...current, retryKey };
    },
    store(),
  );
  return retryKey;
}

/** The records that parse, newest first: an entry from a corrupt or unknown version is left out, not shown. */
export async function listOutboxRecords(): Promise<OutboxRecord[]> {
  const all = await entries<IDBValidKey, unknown>(store());
  return all
    .map(([, value]) => parseRecord(value))
    .filter((record): record is OutboxRecord => record !== undefined)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const QueuedSchema = z.object({ queued: z.literal(true) });

/**
 * Maps an answer to the record's new state (shared by the page and the service worker). Undefined when it is not an
 * answer about this application — a 5xx, a 429, or a 2xx that is not the API's (a captive portal's page): the
 * application may not be stored, so it must be sent again with the same key.
 */
export async function outcomeFromResponse(response: Response): Promise<OutboxOutcome | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (response.status === 202 && QueuedSchema.safeParse(body).success) return { state: 'queued' };
  if (response.ok) {
    const accepted = ApplicationAcceptedSchema.safeParse(body);
    return accepted.success ? { state: 'sent', reference: accepted.data.reference } : undefined;
  }
  if (response.status < 400 || response.status >= 500 || response.status === 429) return undefined;
  const rejected = ApplicationRejectedSchema.safeParse(body);
  const error = rejected.success ? rejected.data.error : undefined;
  return {
    state: 'rejected',
    ...(error?.codes ? { fieldErrors: error.codes } : {}),
    ...(error?.message ? { message: error.message } : {}),
  };
}
