import type { ListSpec } from '../../lib/list-query';
import { params, queryOf } from '../../lib/query';

export const NewsListQuery = queryOf({
  limit: params.limit(9),
  offset: params.offset,
  publicado: params.publicado,
  idioma: params.idioma,
  owner: params.unit,
  sort: params.sort(['noticia_data_publicacao']),
  direction: params.direction,
});

export const MostViewedQuery = queryOf({ limit: params.limit(8), idioma: params.idioma });

export const NewsDetailQuery = queryOf({ idioma: params.idioma });

export const NEWS_LIST: ListSpec<'noticia_data_publicacao'> = {
  table: 'news',
  where: ['publicado = 1'],
  sortColumns: { noticia_data_publicacao: 'data_publicacao' },
  defaultSort: 'noticia_data_publicacao',
  tiebreak: 'name ASC',
  searchable: false,
};
