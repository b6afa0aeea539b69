import type { Context } from 'hono';
import type { z } from 'zod';
import { isOtherUnit } from '../../lib/query';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { LinkItem } from '../../../../src/contract/links';
import type { LinksQuery } from './links.query';

interface LinkRow {
  titulo_pt: string;
  titulo_en: string;
  link: string;
}

/** `{ data: { data: [...] } }` in seed order. */
export function listLinks(c: Context<AppEnv>, { owner, idioma }: z.output<typeof LinksQuery>): Response {
  const rows = isOtherUnit(owner) ? [] : allRows<LinkRow>(c.var.db, 'SELECT * FROM links ORDER BY position');
  const items = rows.map((row): LinkItem => ({ titulo: row[`titulo_${idioma}`], link: row.link }));
  return sendJson(c, { data: { data: items } });
}
