import type { Context } from 'hono';
import type { z } from 'zod';
import { contentLanguage } from '../../lib/i18n';
import { pagedRows } from '../../lib/list-query';
import { isOtherUnit } from '../../lib/query';
import { sendJson } from '../../lib/respond';
import type { AppEnv } from '../../lib/types';
import type { AttachedFile } from '../../../../src/contract/api-building-blocks';
import type { SasDocument } from '../../../../src/contract/documents';
import { DOCUMENT_LIST, type DocumentListQuery } from './documents.query';

interface DocumentRow {
  ano: number;
  titulo_pt: string;
  titulo_en: string;
  tipo: string;
  files_pt: string;
  files_en: string;
  pt_only: number;
}

export function listDocuments(c: Context<AppEnv>, query: z.output<typeof DocumentListQuery>): Response {
  if (isOtherUnit(query.owner)) return sendJson(c, { data: [], total: 0 });
  const conditions = [
    ...(query.tipo ? [{ sql: 'tipo = ?', args: [query.tipo] }] : []),
    ...(query.ano !== undefined ? [{ sql: 'ano = ?', args: [query.ano] }] : []),
  ];
  const page = pagedRows<DocumentRow, 'doc_ano'>(c.var.db, DOCUMENT_LIST, {
    ...query,
    lang: query.idioma,
    conditions,
  });
  const data = page.rows.map((row): SasDocument => ({
    doc_ano: row.ano,
    doc_titulo: row[`titulo_${query.idioma}`],
    doc_tipo: row.tipo,
    doc_ficheiros: JSON.parse(row[`files_${query.idioma}`]) as AttachedFile[],
    ...contentLanguage(row.pt_only, query.idioma),
  }));
  return sendJson(c, { data, total: page.total });
}
