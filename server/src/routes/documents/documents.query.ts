import type { ListSpec } from '../../lib/list-query';
import { params, queryOf } from '../../lib/query';

export const DocumentListQuery = queryOf({
  limit: params.limit(10),
  offset: params.offset,
  owner: params.unit,
  publicado: params.publicado,
  idioma: params.idioma,
  sort: params.sort(['doc_ano']),
  direction: params.direction,
  filter: params.filter,
  tipo: params.tipo,
  ano: params.ano,
});

export const DOCUMENT_LIST: ListSpec<'doc_ano'> = {
  table: 'documents',
  where: ['publicado = 1'],
  sortColumns: { doc_ano: 'ano' },
  defaultSort: 'doc_ano',
  // Within a year, by title in the requested language, so pages are stable.
  tiebreak: 'titulo_{lang} ASC, id ASC',
  searchable: true,
};
