import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { contentLanguage, type Lang } from '../../lib/i18n';
import { pagedRows } from '../../lib/list-query';
import { isOtherUnit } from '../../lib/query';
import { sendJson } from '../../lib/respond';
import { oneRow } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { AttachedFile } from '../../../../src/contract/api-building-blocks';
import type { Notice } from '../../../../src/contract/notices';
import { NOTICE_LIST, type NoticeDetailQuery, type NoticeListQuery } from './notices.query';

interface NoticeRow {
  id: number;
  post_name: string;
  title_pt: string;
  title_en: string;
  descricao_pt: string;
  descricao_en: string;
  datavigor: string;
  files_pt: string;
  files_en: string;
  pt_only: number;
}

function toNotice(row: NoticeRow, lang: Lang): Notice {
  return {
    ID: row.id,
    post_name: row.post_name,
    post_title: row[`title_${lang}`],
    docaviso_descricao: row[`descricao_${lang}`],
    docaviso_datavigor: row.datavigor,
    docaviso_ficheiros: JSON.parse(row[`files_${lang}`]) as AttachedFile[],
    link: `/avisosecomunicados/${row.post_name}`,
    ...contentLanguage(row.pt_only, lang),
  };
}

export function listNotices(c: Context<AppEnv>, query: z.output<typeof NoticeListQuery>): Response {
  if (isOtherUnit(query.owner)) return sendJson(c, { data: [], total: 0 });
  const page = pagedRows<NoticeRow, 'docaviso_datavigor'>(c.var.db, NOTICE_LIST, {
    ...query,
    lang: query.idioma,
  });
  return sendJson(c, { data: page.rows.map((row) => toNotice(row, query.idioma)), total: page.total });
}

/** A published notice by slug (post_name), or by numeric ID (also what says whether its page exists). */
export function findNotice(db: Database, id: string): NoticeRow | undefined {
  return (
    oneRow<NoticeRow>(db, 'SELECT * FROM notices WHERE post_name = ? AND publicado = 1', id) ??
    (/^\d{1,9}$/.test(id)
      ? oneRow<NoticeRow>(db, 'SELECT * FROM notices WHERE id = ? AND publicado = 1', Number(id))
      : undefined)
  );
}

export function getNotice(
  c: Context<AppEnv>,
  id: string,
  { idioma }: z.output<typeof NoticeDetailQuery>,
): Response {
  const row = findNotice(c.var.db, id);
  if (!row) throw notFound(`No notice ${JSON.stringify(id)}`);
  return sendJson(c, toNotice(row, idioma));
}
