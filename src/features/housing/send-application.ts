import { applicationFields, type HousingApplication } from '@/contract/requests/housing-application';
import type { Locale } from '@/lib/locale';
import { answersDigest } from '@/outbox/outbox-digest';
import { getOutboxRecord, patchOutboxRecord, retryKeyFor, type OutboxRecord } from '@/outbox/outbox-store';
import { submitApplication, type SubmitOutcome } from './api/submit-application';
import {
  adoptDraftKey,
  clearDraft,
  draftCorrects,
  draftKey,
  renewDraftKey,
  startCorrection,
} from './application-draft';

/** Whether `application` holds the answers `record` was sent with: by their fingerprint (a sent record keeps no answers). */
async function sameApplication(record: OutboxRecord, application: HousingApplication): Promise<boolean> {
  if (record.digest) return record.digest === (await answersDigest(application));
  // A record from before fingerprints, whose answers the replay has not dropped yet.
  return applicationFields.every(
    (field) => JSON.stringify(record.data?.[field]) === JSON.stringify(application[field]),
  );
}

/**
 * The key a submit goes under. Normally the draft's; when the draft's own post (or the record the student chose to
 * fix) was refused, the refused record's retry key, made once, so the correction is one application however often
 * it is sent; when the draft's post was already stored and the form now holds something else, a new key.
 */
async function keyForSubmit(
  application: HousingApplication,
  fixKey: string | undefined,
): Promise<{ key: string; corrects?: string }> {
  const target = fixKey ?? draftKey();
  const record = await getOutboxRecord(target);
  // Never confirmed by the server, so it may hold it: the same key, so a resend cannot store it twice.
  if (record?.state === 'expired') {
    adoptDraftKey(target);
    return { key: target };
  }
  if (record?.state === 'rejected' || record?.state === 'superseded') {
    const retryKey = await retryKeyFor(target);
    if (retryKey) {
      startCorrection(target, retryKey);
      return { key: retryKey, corrects: target };
    }
  }
  if (record?.state === 'sent' && !fixKey && !(await sameApplication(record, application))) renewDraftKey();
  const corrects = draftCorrects();
  return { key: draftKey(), ...(corrects ? { corrects } : {}) };
}

/**
 * Sends the form's application under its draft's key. Once a correction got an answer (stored, queued or refused
 * again) it takes the place of the refused record, which then can no longer be resent. A stored application ends
 * the draft; anything else keeps it, with its key, for the next try (a submit while it waits replaces it).
 */
export async function sendApplication(
  application: HousingApplication,
  lang: Locale,
  fixKey?: string,
): Promise<SubmitOutcome & { key: string }> {
  const { key, corrects } = await keyForSubmit(application, fixKey);
  const outcome = await submitApplication(application, key, lang);
  if (corrects && corrects !== key) {
    await patchOutboxRecord(corrects, { state: 'superseded', supersededBy: key });
  }
  if (outcome.state === 'sent') clearDraft();
  return { ...outcome, key };
}
