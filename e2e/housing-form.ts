import Database from 'better-sqlite3';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { listApplications } from '../server/src/routes/applications/applications.store';
import { suiteNow } from './dates';

/**
 * Applications the server stored for `applicant`, read from its database file with the office export's own query
 * (server/src/export-applications.ts, whose CLI has a test of its own), in this process.
 */
export function storedApplications(databasePath: string, applicant: string): number {
  return storedRows(databasePath, applicant).length;
}

/** The rows themselves (reference, email...), read the same way. */
export function storedRows(databasePath: string, applicant: string) {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return listApplications(db).filter((row) => row.nomecompleto === applicant);
  } finally {
    db.close();
  }
}

const labels = {
  pt: {
    name: 'Nome completo',
    district: 'Distrito',
    town: 'Localidade',
    student: 'Aluno da UMa',
    yes: 'Sim',
    phone: 'Telemóvel',
    entry: 'Data de entrada',
    leaving: 'Data de saída',
    missing: 'Para submeter, falta preencher:',
  },
  en: {
    name: 'Full Name',
    district: 'District',
    town: 'Town',
    student: 'UMa student',
    yes: 'Yes',
    phone: 'Mobile phone',
    entry: 'Entry date',
    leaving: 'Leaving date',
    missing: 'To submit, fill in:',
  },
} as const;

/** Fills every field of the application form with valid data, in the page's language. */
export async function fillApplication(page: Page, applicant: string, lang: keyof typeof labels = 'pt') {
  const label = labels[lang];
  // Once the form's library has taken over from the plain fields (decision 039): typing while it does is FORM-13's
  // subject. Here a machine types in the very milliseconds of the swap, and once in about twenty runs the first
  // field's text was lost there; a person's keystrokes on either side of it are kept (FORM-13).
  await expect(page.getByText(label.missing)).toBeVisible();
  await page.getByLabel(label.name).fill(applicant);
  await page.getByLabel(label.district).fill('Madeira');
  await page.getByLabel(label.town).fill('Funchal');
  await page.getByLabel(label.student).selectOption(label.yes);
  await page.getByLabel(label.phone).fill('912 345 678');
  await page.getByLabel('Email', { exact: true }).fill('estudante@example.pt');
  // Next academic year: the form and the server refuse an entry date in the past.
  const year = suiteNow().getFullYear();
  await page.getByLabel(label.entry).fill(`${year + 1}-09-01`);
  await page.getByLabel(label.leaving).fill(`${year + 2}-07-15`);
}

export const applicationPath = '/api/sas/registercandidatura';

/**
 * The browser as Safari, iOS and Firefox are: no Background Sync, so only the pages and the worker's own start can
 * send what waits. (The headless shell refuses `sync.register` already — "Background Sync is disabled" — while the
 * full Chromium fires `sync` when the network returns: this makes the outbox specs' premise the same on both.)
 */
export function withoutBackgroundSync(context: BrowserContext) {
  return context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    delete (window as { SyncManager?: unknown }).SyncManager;
  });
}

/** The application records the app keeps in IndexedDB (`sasuma-outbox`, src/outbox/outbox-store.ts), read as stored. */
export function outboxRecords(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open('sasuma-outbox');
        // Never made yet: nothing stored. The upgrade is aborted, or this read would make the database empty, without
        // the store the app's own open (idb-keyval, no version) then never gets to create.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError'
            ? resolve([])
            : reject(open.error ?? new Error('sasuma-outbox did not open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('applications')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('applications').objectStore('applications').getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as Array<Record<string, unknown>>);
          };
          request.onerror = () => reject(request.error ?? new Error('the records could not be read'));
        };
      }),
  );
}
