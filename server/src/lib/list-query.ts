import type { Database } from 'better-sqlite3';
import { searchWords } from '../../../src/contract/requests/search-text';
import type { Lang } from './i18n';
import { allRows, oneRow } from './sql';

/** What a paginated table offers: its sortable columns and a deterministic tiebreak. */
export interface ListSpec<Sort extends string> {
  table: string;
  /** Always-on conditions, e.g. `publicado = 1` (unpublished rows are never public). */
  where: string[];
  /** Sort parameter value -> SQL column. */
  sortColumns: Record<Sort, string>;
  defaultSort: Sort;
  /** Appended to ORDER BY so that pages are stable; may use `{lang}`. */
  tiebreak: string;
  /** The table has folded search_pt / search_en columns. */
  searchable: boolean;
}

export interface ListParams<Sort extends string> {
  limit: number;
  offset: number;
  direction: 'ASC' | 'DESC';
  sort?: Sort | undefined;
  filter?: string | undefined;
  lang: Lang;
  /** Extra conditions with their arguments (e.g. `doc_tipo = ?`). */
  conditions?: { sql: string; args: unknown[] }[];
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** Filter, sort and paginate in SQL; `total` counts every match, independent of limit/offset. */
export function pagedRows<Row, Sort extends string>(
  db: Database,
  spec: ListSpec<Sort>,
  params: ListParams<Sort>,
): Page<Row> {
  const where = [...spec.where];
  const args: unknown[] = [];
  for (const condition of params.conditions ?? []) {
    where.push(condition.sql);
    args.push(...condition.args);
  }
  const words = params.filter === undefined ? [] : searchWords(params.filter);
  if (spec.searchable && words.length > 0) {
    // Every word, in one language's text: the requested one or Portuguese (English columns already fall back to it).
    const all = (column: string) => `(${words.map(() => `instr(${column}, ?) > 0`).join(' AND ')})`;
    if (params.lang === 'en') {
      where.push(`(${all('search_pt')} OR ${all('search_en')})`);
      args.push(...words, ...words);
    } else {
      where.push(all('search_pt'));
      args.push(...words);
    }
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const sortColumn = spec.sortColumns[params.sort ?? spec.defaultSort];
  const tiebreak = spec.tiebreak.replaceAll('{lang}', params.lang);
  const order = `ORDER BY ${sortColumn} ${params.direction}, ${tiebreak}`;
  const total =
    oneRow<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${spec.table} ${whereSql}`, ...args)?.n ?? 0;
  const rows = allRows<Row>(
    db,
    `SELECT * FROM ${spec.table} ${whereSql} ${order} LIMIT ? OFFSET ?`,
    ...args,
    params.limit,
    params.offset,
  );
  return { rows, total };
}
