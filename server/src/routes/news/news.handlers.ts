import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { contentLanguage, type Lang } from '../../lib/i18n';
import { pagedRows } from '../../lib/list-query';
import { isOtherUnit } from '../../lib/query';
import { sendJson } from '../../lib/respond';
import { allRows, oneRow } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { NewsDetail, NewsItem } from '../../../../src/contract/news';
import { NEWS_LIST, type MostViewedQuery, type NewsDetailQuery, type NewsListQuery } from './news.query';

interface NewsRow {
  name: string;
  titulo_pt: string;
  titulo_en: string;
  imagem: string;
  imagem_secundaria: string;
  imagem_secundaria_en: string;
  data_publicacao: string;
  corpo_pt: string;
  corpo_en: string;
  twitter: string;
  facebook: string;
  linkedin: string;
  pt_only: number;
}

function toItem(row: NewsRow, lang: Lang): NewsItem {
  const title = row[`titulo_${lang}`];
  return {
    noticia_name: row.name,
    noticia_titulo: title,
    noticia_imagem: row.imagem,
    noticia_data_publicacao: row.data_publicacao,
    post_title: title,
    ...contentLanguage(row.pt_only, lang),
  };
}

export function listNews(c: Context<AppEnv>, query: z.output<typeof NewsListQuery>): Response {
  if (isOtherUnit(query.owner)) return sendJson(c, { data: [], total: 0 });
  const page = pagedRows<NewsRow, 'noticia_data_publicacao'>(c.var.db, NEWS_LIST, {
    ...query,
    lang: query.idioma,
  });
  return sendJson(c, { data: page.rows.map((row) => toItem(row, query.idioma)), total: page.total });
}

export function listMostViewed(
  c: Context<AppEnv>,
  { limit, idioma }: z.output<typeof MostViewedQuery>,
): Response {
  const rows = allRows<NewsRow>(
    c.var.db,
    'SELECT * FROM news WHERE publicado = 1 ORDER BY views DESC, data_publicacao DESC, name ASC LIMIT ?',
    limit,
  );
  return sendJson(
    c,
    rows.map((row) => toItem(row, idioma)),
  );
}

/** A published news item by its slug (also what says whether its page exists). */
export function findNews(db: Database, id: string): NewsRow | undefined {
  return oneRow<NewsRow>(db, 'SELECT * FROM news WHERE name = ? AND publicado = 1', id);
}

export function getNews(
  c: Context<AppEnv>,
  id: string,
  { idioma }: z.output<typeof NewsDetailQuery>,
): Response {
  const row = findNews(c.var.db, id);
  if (!row) throw notFound(`No news item ${JSON.stringify(id)}`);
  const detail: NewsDetail = {
    ...toItem(row, idioma),
    noticia_imagemsecundaria: row.imagem_secundaria,
    noticia_imagemsecundariaEN: row.imagem_secundaria_en,
    noticia_corpo: row[`corpo_${idioma}`],
    noticia_twitter: row.twitter,
    noticia_facebook: row.facebook,
    noticia_linkedin: row.linkedin,
  };
  return sendJson(c, detail);
}
