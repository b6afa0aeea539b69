import { clear, createStore, entries, get, update, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';
import { answersDigest } from './outbox-digest';
import { OUTBOX_DATABASE } from './outbox-messages';

/**
 * Each housing application made on this device, kept in IndexedDB: what the student sees of it, and the outbox itself.
 * A record waiting to be sent ('queued', or 'sending' when its sender stopped) holds what was typed, under its key: it
 * is the queue entry, and its outcome is written over it in one transaction, so no step can drop it (decision 024).
 * The page writes it when the student presses submit; a replay, by the page or the service worker, writes the outcome,
 * so the app learns it even when the replay ran while it was closed. 'expired': it waited longer than the retention
 * without reaching the server, and is kept for the student to review and send. Once the server has stored it ('sent'),
 * or a correction took its place ('superseded'), the record keeps no answers: its reference, contest and state, and a
 * fingerprint of the answers (decision 029).
 */
export const outboxStates = ['sending', 'queued', 'sent', 'rejected', 'superseded', 'expired'] as const;
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
  /** The applicant's name, while the device keeps the answers (not once sent: decision 029). */
  applicant: z.optional(z.string()),
  reference: z.optional(z.string()),
  /** Field error codes of a rejection (the form words them in the current language). */
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  message: z.optional(z.string()),
  /** What was typed: the application a replay sends, and what a refused or expired one is fixed and resent from. */
  data: z.optional(z.record(z.string(), z.unknown())),
  /** SHA-256 of the answers (`answersDigest`): a second submit of the same answers is this application. */
  digest: z.optional(z.string()),
  /** The language of the post (`idioma`): the server's messages come back in it. */
  lang: z.optional(z.enum(['pt', 'en'])),
  /** A server that answered 429 asked not to be sent anything before this time. */
  notBefore: z.optional(isoDate),
  /** The key of this rejected application's correction: made once, so every resend of the fix reuses it. */
  retryKey: z.optional(z.string()),
  /** Set with state 'superseded': the correction that replaced this rejected record. */
  supersededBy: z.optional(z.string()),
});
export type OutboxRecord = z.infer<typeof OutboxRecordSchema>;
export type OutboxOutcome = Partial<OutboxRecord> & { state: OutboxState };

/** Waiting to be sent: queued, or 'sending' found by a sender holding the outbox lock (its sender stopped). */
export const isWaiting = (record: OutboxRecord) => record.state === 'queued' || record.state === 'sending';

let defaultStore: UseStore | undefined;
const store = () => (defaultStore ??= createStore(OUTBOX_DATABASE, 'applications'));

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

/**
 * What a finished record keeps (decision 029): not the answers, the name, nor the server's messages about them. A
 * refused or expired record keeps them: the student fixes it, or sends it again, from them.
 */
function withoutAnswers(record: OutboxRecord): OutboxRecord {
  const { data: _data, applicant: _applicant, fieldErrors: _errors, message: _message, ...kept } = record;
  return kept;
}
const keepsAnswers = (record: OutboxRecord) =>
  record.data !== undefined ||
  record.applicant !== undefined ||
  record.fieldErrors !== undefined ||
  record.message !== undefined;

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
      if (isFinal(base.state) && !(base.state === 'sent' && patch.state === 'sent'))
        return withoutAnswers(base);
      // A server's answer is never downgraded by a late "queued" or "sending".
      if (base.state === 'rejected' && (patch.state === 'queued' || patch.state === 'sending')) return base;
      // A 429's wait ends with the next attempt: a new one comes with the patch.
      const { notBefore: _ended, ...rest } = base;
      const next: OutboxRecord = { ...rest, ...patch, updatedAt: now };
      return isFinal(next.state) ? withoutAnswers(next) : next;
    },
    store(),
  );
}

/**
 * The application the student submits under `key`, ready to send: a new record, or a waiting one whose data the new
 * submit replaces (an edit while queued keeps its key, so there is never a second entry for it). A record the server
 * already answered is returned as it is, unchanged: the caller shows that outcome instead of sending.
 */
export async function prepareSend(
  key: string,
  fields: Pick<OutboxRecord, 'contestLabel' | 'applicant' | 'data' | 'digest' | 'lang'>,
): Promise<OutboxRecord> {
  const now = new Date().toISOString();
  let prepared: OutboxRecord | undefined;
  await update<OutboxRecord>(
    key,
    (stored) => {
      const current = parseRecord(stored);
      if (current && !isWaiting(current) && current.state !== 'expired') return (prepared = current);
      const { notBefore: _old, ...base } = current ?? { key, createdAt: now };
      return (prepared = { ...base, ...fields, key, state: 'sending', updatedAt: now });
    },
    store(),
  );
  if (!prepared) throw new Error('The application could not be kept on this device');
  return prepared;
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

/**
 * Drops the answers a finished record still holds: one written by an app version that kept them (decision 029). Its
 * fingerprint is taken first, so a second submit of the same answers is still recognised. Run with every replay.
 */
export async function forgetFinishedAnswers(): Promise<void> {
  for (const record of await listOutboxRecords()) {
    if (!isFinal(record.state) || !keepsAnswers(record)) continue;
    const digest = record.digest ?? (record.data ? await answersDigest(record.data) : undefined);
    await update<unknown>(
      record.key,
      (stored) => {
        const current = parseRecord(stored);
        if (!current || !isFinal(current.state)) return stored;
        return withoutAnswers({ ...current, ...(digest && !current.digest ? { digest } : {}) });
      },
      store(),
    );
  }
}

/** Deletes every application record on this device (the caller holds the outbox lock: `outbox-send.ts`). */
export function deleteOutboxRecords(): Promise<void> {
  return clear(store());
}
