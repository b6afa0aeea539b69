import type { HousingApplication } from '@/contract/housing-application';
import { apiUrl } from '@/lib/api-client';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/locale';
import { outcomeFromResponse, patchOutboxRecord, type OutboxOutcome } from '@/lib/outbox-store';
import { requestPersistentStorage } from '@/lib/persist-storage';

export type SubmitOutcome = OutboxOutcome;

/** Thrown when nothing answered for the application (no network and no service worker to queue it, or a 5xx). */
export class NotSentError extends Error {
  constructor(status?: number) {
    super(status ? `No answer about the application (HTTP ${status})` : 'No answer about the application');
    this.name = 'NotSentError';
  }
}

/**
 * Posts an application with its Idempotency-Key. The service worker answers 202 `{queued:true}` when the server
 * cannot be reached and sends it later; every outcome is recorded on the device for "my applications".
 */
export async function submitApplication(
  application: HousingApplication,
  key: string,
  lang: Locale,
): Promise<SubmitOutcome> {
  const createdAt = new Date().toISOString();
  // A queued application must survive storage pressure: ask the browser to keep this site's data
  // (docs/architecture.md, "Offline").
  void requestPersistentStorage();
  await patchOutboxRecord(
    key,
    { state: 'sending' },
    {
      key,
      createdAt,
      contestLabel: application.concurso.label,
      applicant: application.nomecompleto,
      data: { ...application },
    },
  );
  let response: Response;
  try {
    response = await fetch(apiUrl('/sas/registercandidatura', { idioma: lang }, env.VITE_FORMS_API_BASE), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Accept: 'application/json' },
      body: JSON.stringify(application),
    });
  } catch {
    throw new NotSentError();
  }
  const outcome = await outcomeFromResponse(response);
  if (!outcome) throw new NotSentError(response.status);
  await patchOutboxRecord(key, outcome);
  return outcome;
}
