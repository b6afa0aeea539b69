import type { HousingApplication } from '@/contract/housing-application';
import { apiUrl } from '@/lib/api-client';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/locale';
import {
  outcomeFromResponse,
  patchOutboxRecord,
  type OutboxRecord,
  type OutboxState,
} from '@/lib/outbox-store';

export type SubmitOutcome = Partial<OutboxRecord> & { state: OutboxState };

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
  // A queued application must survive storage pressure: ask the browser to keep this site's data (DESIGN.md).
  void navigator.storage?.persist?.().catch(() => undefined);
  await patchOutboxRecord(
    key,
    { state: 'sending' },
    {
      key,
      createdAt,
      contestLabel: application.concurso.label,
      applicant: application.nomecompleto,
      data: application as unknown as Record<string, unknown>,
    },
  );
  const response = await fetch(
    apiUrl('/sas/registercandidatura', { idioma: lang }, env.VITE_FORMS_API_BASE),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Accept: 'application/json' },
      body: JSON.stringify(application),
    },
  );
  const outcome = await outcomeFromResponse(response);
  await patchOutboxRecord(key, outcome);
  return outcome;
}
