import type { HousingApplication } from '@/contract/requests/housing-application';
import type { Locale } from '@/lib/locale';
import { requestBackgroundSync, startOutboxRunner } from '@/outbox/outbox-client';
import { answersDigest } from '@/outbox/outbox-digest';
import { postApplication, recordPost, withOutboxLock } from '@/outbox/outbox-send';
import { prepareSend, type OutboxOutcome } from '@/outbox/outbox-store';
import { requestPersistentStorage } from '@/lib/persist-storage';

export type SubmitOutcome = OutboxOutcome;

/**
 * Sends an application under its Idempotency-Key. It is kept on the device first (the outbox record), so whatever
 * happens to the post — no network, a 5xx or 429, the page closed or the phone switched off mid-way — it waits there
 * and is sent later, by this page or by the service worker, and never twice. Resolves with the server's answer, or
 * 'queued' when nothing answered; an edit of a waiting application replaces it (same key).
 */
export async function submitApplication(
  application: HousingApplication,
  key: string,
  lang: Locale,
): Promise<SubmitOutcome> {
  // A queued application must survive storage pressure: ask the browser to keep this site's data (OFF-18).
  void requestPersistentStorage();
  const digest = await answersDigest(application);
  const { outcome, retryAfter } = await withOutboxLock(async () => {
    const record = await prepareSend(key, {
      contestLabel: application.concurso.label,
      applicant: application.nomecompleto,
      data: { ...application },
      digest,
      lang,
    });
    // Answered before (a double submit of a sent draft): that answer, with nothing sent again.
    if (record.state !== 'sending') return { outcome: { ...record } as OutboxOutcome };
    const result = await postApplication(record);
    await recordPost(key, result);
    return result;
  });
  if (outcome) return outcome;
  void requestBackgroundSync();
  startOutboxRunner({ ...(retryAfter ? { retryAfter } : {}) });
  return { state: 'queued' };
}
