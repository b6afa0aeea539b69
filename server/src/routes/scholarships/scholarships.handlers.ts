import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { allRows, oneRow } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type {
  Scholarship,
  ScholarshipSection,
  ScholarshipSummary,
} from '../../../../src/contract/scholarships';
import type { ScholarshipQuery } from './scholarships.query';

interface ScholarshipRow {
  name: string;
  titulo_pt: string;
  titulo_en: string;
  descricao_pt: string;
  descricao_en: string;
  ordem: number;
  introducao_pt: string;
  introducao_en: string;
  seccoes_pt: string;
  seccoes_en: string;
  protocolo: string;
}

/** In seed order; the client sorts by Ordem (0 last). */
export function listScholarships(
  c: Context<AppEnv>,
  { idioma }: z.output<typeof ScholarshipQuery>,
): Response {
  const rows = allRows<ScholarshipRow>(c.var.db, 'SELECT * FROM scholarships ORDER BY position');
  const items = rows.map((row): ScholarshipSummary => ({
    Name: row.name,
    Titulo: row[`titulo_${idioma}`],
    Descricao: row[`descricao_${idioma}`],
    Ordem: row.ordem,
  }));
  return sendJson(c, items);
}

/** A scholarship by its slug (also what says whether its page exists). */
export function findScholarship(db: Database, id: string): ScholarshipRow | undefined {
  return oneRow<ScholarshipRow>(db, 'SELECT * FROM scholarships WHERE name = ?', id);
}

export function getScholarship(
  c: Context<AppEnv>,
  id: string,
  { idioma }: z.output<typeof ScholarshipQuery>,
): Response {
  const row = findScholarship(c.var.db, id);
  if (!row) throw notFound(`No scholarship ${JSON.stringify(id)}`);
  const detail: Scholarship = {
    name: row.name,
    Titulo: row[`titulo_${idioma}`],
    Introducao: row[`introducao_${idioma}`],
    Seccoes: JSON.parse(row[`seccoes_${idioma}`]) as ScholarshipSection[],
    Protocolo: row.protocolo,
  };
  return sendJson(c, detail);
}
