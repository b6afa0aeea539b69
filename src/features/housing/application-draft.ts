import * as z from 'zod/mini';
// Where the draft lives is part of what the device keeps about the student ("My data on this device" deletes it).
import { DRAFT_KEY } from '@/outbox/device-data';

/**
 * The form's draft lives on the device until the application is sent, and so does its Idempotency-Key: every
 * submit of the same draft (a double click, a retry after a lost answer) is one application to the server. A
 * draft that corrects a refused application (`corrects`) carries that record's retry key instead.
 */
const DraftSchema = z.object({
  key: z.optional(z.string().check(z.minLength(8), z.maxLength(128))),
  corrects: z.optional(z.string()),
  values: z.record(z.string(), z.unknown()),
});
type Draft = z.infer<typeof DraftSchema>;

/** When storage is disabled or full the draft lives as long as the page, which still keeps one key per draft. */
let memory: Draft | undefined;
let storageFailed = false;

function parseDraft(raw: string | null): Draft | undefined {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
  const draft = DraftSchema.safeParse(value);
  if (draft.success) return draft.data;
  // A draft saved before keys were kept with it: the bare values (a form field is never called "values").
  const values = z.record(z.string(), z.unknown()).safeParse(value);
  return values.success && !('values' in values.data) ? { values: values.data } : undefined;
}

function read(): Draft | undefined {
  if (storageFailed) return memory;
  try {
    return parseDraft(localStorage.getItem(DRAFT_KEY));
  } catch {
    storageFailed = true;
    return memory;
  }
}

function write(draft: Draft): void {
  memory = draft;
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft is a convenience, the form still works.
    storageFailed = true;
  }
}

export function loadDraft(): Record<string, unknown> | undefined {
  return read()?.values;
}

export function saveDraft(values: Record<string, unknown>): void {
  write({ ...read(), values });
}

/** The draft's Idempotency-Key, made the first time it is asked for. */
export function draftKey(): string {
  const draft = read() ?? { values: {} };
  if (draft.key) return draft.key;
  const key = crypto.randomUUID();
  write({ ...draft, key });
  return key;
}

/** The refused application this draft corrects, if it does. */
export function draftCorrects(): string | undefined {
  return read()?.corrects;
}

/** From now on the draft is the correction of `rejectedKey`, sent under `retryKey`. */
export function startCorrection(rejectedKey: string, retryKey: string): void {
  write({ ...(read() ?? { values: {} }), key: retryKey, corrects: rejectedKey });
}

/** From now on the draft is sent under `key` (an application that expired on the device, resent as it was). */
export function adoptDraftKey(key: string): void {
  write({ values: read()?.values ?? {}, key });
}

/** The draft's application went to the server under its key: what is typed next is a new application. */
export function renewDraftKey(): void {
  const draft = read();
  if (draft) write({ values: draft.values });
}

export function clearDraft(): void {
  memory = undefined;
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    storageFailed = true;
  }
}
