import { z } from 'zod';
import type { ListSpec } from '../../lib/list-query';
import { params } from '../../lib/query';

export const NewsListQuery = z.object({
  limit: params.limit(9),
  offset: params.offset,
  publicado: params.publicado,
  idioma: params.idioma,
  owner: params.unit,
  sort: params.sort(['noticia_data_publicacao']),
  direction: params.direction,
});

export const MostViewedQuery = z.object({ limit: params.limit(8), idioma: params.idioma });

export const NewsDetailQuery = z.object({ idioma: params.idioma });

export const NEWS_LIST: ListSpec<'noticia_data_publicacao'> = {
  table: 'news',
  where: ['publicado = 1'],
  sortColumns: { noticia_data_publicacao: 'data_publicacao' },
  defaultSort: 'noticia_data_publicacao',
  tiebreak: 'name ASC',
  searchable: false,
};

export interface NewsItem {
  noticia_name: string;
  noticia_titulo: string;
  /** File name only; the client prefixes /uploads/. */
  noticia_imagem: string;
  noticia_data_publicacao: string;
  post_title: string;
  /** 'pt' on an English answer when the item exists only in Portuguese. */
  idioma_conteudo?: 'pt';
}

export interface NewsDetail extends NewsItem {
  noticia_imagemsecundaria: string;
  noticia_imagemsecundariaEN: string;
  noticia_corpo: string;
  noticia_twitter: string;
  noticia_facebook: string;
  noticia_linkedin: string;
}
