import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

const run = promisify(execFile);

/** Applications the server stored for `applicant`, counted through the office export command (as the office would). */
export async function storedApplications(databasePath: string, applicant: string): Promise<number> {
  const { stdout } = await run('npx', [
    'tsx',
    'server/src/export-applications.ts',
    '--format',
    'json',
    '--db',
    databasePath,
  ]);
  const rows = JSON.parse(stdout) as Array<{ nomecompleto: string }>;
  return rows.filter((row) => row.nomecompleto === applicant).length;
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
