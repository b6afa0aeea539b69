import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MORADA_PRESET } from '../../src/contract/requests/housing-application';
import { toCsv } from './export-applications';
import type { ApplicationRow } from './db/applications-schema';
import { listApplications } from './routes/applications/applications.store';
import { createTestApp, type TestApp } from './test-utils/test-app';

const row: ApplicationRow = {
  reference: 'SAS-2026-000001',
  received_at: '2026-11-22T10:00:00.000Z',
  concurso_value: 'recandidatura',
  concurso_label: 'Recandidatura',
  nomecompleto: '=HYPERLINK("x"), Ana',
  numeroaluno: '',
  distrito: 'Madeira',
  localidade: 'Funchal',
  alunouma: 'Não',
  telemovel: '+351 912 345 678',
  email: 'ana@example.pt',
  dataentrada: '2026-09-01',
  datasaida: '2027-06-30',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('export-applications', () => {
  test('[OUT-08] CSV quotes commas and quotes and defuses formulas', () => {
    const [header, line] = toCsv([row]).split('\r\n');
    expect(header?.split(',')[0]).toBe('reference');
    expect(line).toContain('"\'=HYPERLINK(""x""), Ana"');
    expect(line).toContain("'+351 912 345 678");
  });

  // Three runs of the real command, each a Node start that compiles TypeScript: seconds on a loaded 2-core machine.
  test(
    '[OUT-08] the command prints what the server stored, as csv or json, with --since',
    { timeout: 30_000 },
    async () => {
      const res = await t.app.request('/api/sas/registercandidatura', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({
          ...row,
          concurso: { value: 'mobilidade', label: 'Mobilidade' },
          nomecompleto: 'Rui Gouveia',
          telemovel: '912345678',
          morada: MORADA_PRESET,
        }),
      });
      expect(res.status).toBe(201);
      const run = (...args: string[]) =>
        execFileSync(
          process.execPath,
          ['--import', 'tsx', 'server/src/export-applications.ts', ...args, '--db', `${t.dir}/test.db`],
          { encoding: 'utf8' },
        );
      const json = JSON.parse(run('--format', 'json')) as ApplicationRow[];
      expect(json.map((r) => r.nomecompleto)).toEqual(['Rui Gouveia']);
      expect(run('--format', 'csv')).toContain('Rui Gouveia');
      expect(JSON.parse(run('--format', 'json', '--since', '2999-01-01'))).toEqual([]);
    },
  );

  test("[OUT-08] the contest is stored and exported as its value and Portuguese label, whatever the applicant's language", async () => {
    const apply = (label: string, lang: string) =>
      t.app.request(`/api/sas/registercandidatura?idioma=${lang}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({
          ...row,
          concurso: { value: 'recandidatura', label },
          nomecompleto: `Candidata ${lang}`,
          telemovel: '912345678',
          morada: MORADA_PRESET,
        }),
      });
    expect((await apply('Re-application', 'en')).status).toBe(201);
    expect((await apply('Recandidatura', 'pt')).status).toBe(201);
    const stored = listApplications(t.db).filter((r) => r.nomecompleto.startsWith('Candidata '));
    expect(stored.map((r) => [r.concurso_value, r.concurso_label])).toEqual([
      ['recandidatura', 'Recandidatura'],
      ['recandidatura', 'Recandidatura'],
    ]);
    expect(toCsv(stored)).not.toContain('Re-application');
  });
});
