import { applicationFields, type HousingApplication } from '@/contract/housing-application';
import type { Locale } from '@/lib/locale';
import { getOutboxRecord, patchOutboxRecord, retryKeyFor } from '@/lib/outbox-store';
import { submitApplication, type SubmitOutcome } from './api/submit-application';
import {
  adoptDraftKey,
  clearDraft,
  draftCorrects,
  draftKey,
  renewDraftKey,
  startCorrection,
} from './application-draft';

const sameApplication = (a: Record<string, unknown> | undefined, b: HousingApplication) =>
  applicationFields.every((field) => JSON.stringify(a?.[field]) === JSON.stringify(b[field]));

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
  if (record?.state === 'sent' && !fixKey && !sameApplication(record.data, application)) renewDraftKey();
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
