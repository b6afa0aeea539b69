import type { Context } from 'hono';
import type { z } from 'zod';
import { isOtherUnit } from '../../lib/query';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { FaqItem } from '../../../../src/contract/faq';
import type { FaqQuery } from './faq.query';

interface FaqRow {
  pergunta_pt: string;
  pergunta_en: string;
  resposta_pt: string;
  resposta_en: string;
  ordem: number;
}

/** `{ data: { data: [...] } }` in seed order; the client sorts by docfaq_ordem (0 last). */
export function listFaq(c: Context<AppEnv>, { unidadeId, idioma }: z.output<typeof FaqQuery>): Response {
  const rows = isOtherUnit(unidadeId) ? [] : allRows<FaqRow>(c.var.db, 'SELECT * FROM faq ORDER BY position');
  const items = rows.map((row): FaqItem => ({
    docfaq_pergunta: row[`pergunta_${idioma}`],
    docfaq_resposta: row[`resposta_${idioma}`],
    docfaq_ordem: row.ordem,
  }));
  return sendJson(c, { data: { data: items } });
}
