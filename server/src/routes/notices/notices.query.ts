import type { ListSpec } from '../../lib/list-query';
import { params, queryOf } from '../../lib/query';

export const NoticeListQuery = queryOf({
  limit: params.limit(10),
  offset: params.offset,
  publicado: params.publicado,
  idioma: params.idioma,
  owner: params.unit,
  sort: params.sort(['docaviso_datavigor']),
  direction: params.direction,
  filter: params.filter,
});

export const NoticeDetailQuery = queryOf({ idioma: params.idioma });

export const NOTICE_LIST: ListSpec<'docaviso_datavigor'> = {
  table: 'notices',
  where: ['publicado = 1'],
  sortColumns: { docaviso_datavigor: 'datavigor' },
  defaultSort: 'docaviso_datavigor',
  tiebreak: 'post_name ASC',
  searchable: true,
};
