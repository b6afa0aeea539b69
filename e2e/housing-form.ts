import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { listApplications } from '../server/src/routes/applications/applications.store';

/**
 * Applications the server stored for `applicant`, read from its database file with the office export's own query
 * (server/src/export-applications.ts, whose CLI has a test of its own), in this process.
 */
export function storedApplications(databasePath: string, applicant: string): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return listApplications(db).filter((row) => row.nomecompleto === applicant).length;
  } finally {
    db.close();
  }
}

/** Fills every field of the application form with valid data (Portuguese labels). */
export async function fillApplication(page: Page, applicant: string) {
  await page.getByLabel('Nome completo').fill(applicant);
  await page.getByLabel('Distrito').fill('Madeira');
  await page.getByLabel('Localidade').fill('Funchal');
  await page.getByLabel('Aluno da UMa').selectOption('Sim');
  await page.getByLabel('Telemóvel').fill('912 345 678');
  await page.getByLabel('Email', { exact: true }).fill('estudante@example.pt');
  await page.getByLabel('Data de entrada').fill('2027-09-01');
  await page.getByLabel('Data de saída').fill('2028-07-15');
}

export const applicationPath = '/api/sas/registercandidatura';
