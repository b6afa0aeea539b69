import { z } from 'zod';
import type { ListSpec } from '../../lib/list-query';
import { params } from '../../lib/query';

export const NoticeListQuery = z.object({
  limit: params.limit(10),
  offset: params.offset,
  publicado: params.publicado,
  idioma: params.idioma,
  owner: params.unit,
  sort: params.sort(['docaviso_datavigor']),
  direction: params.direction,
  filter: params.filter,
});

export const NoticeDetailQuery = z.object({ idioma: params.idioma });

export const NOTICE_LIST: ListSpec<'docaviso_datavigor'> = {
  table: 'notices',
  where: ['publicado = 1'],
  sortColumns: { docaviso_datavigor: 'datavigor' },
  defaultSort: 'docaviso_datavigor',
  tiebreak: 'post_name ASC',
  searchable: true,
};

export interface AttachedFile {
  doc_ficheiros_nome: string;
  doc_ficheiros_url: string;
}

export interface Notice {
  ID: number;
  post_name: string;
  post_title: string;
  docaviso_descricao: string;
  docaviso_datavigor: string;
  docaviso_ficheiros: AttachedFile[];
  link: string;
  /** 'pt' on an English answer when the item exists only in Portuguese. */
  idioma_conteudo?: 'pt';
}
