import { queryOptions } from '@tanstack/react-query';
import { apiGet, type ApiCall } from '@/lib/data/api-client';
import { OWNER_ID } from '@/lib/data/constants';
import { documentKeys, type DocumentListParams } from './documents.keys';

/** Documents page size (spec section 9). */
export const DOCUMENTS_PAGE_SIZE = 10;

export function getDocuments(params: DocumentListParams, call: ApiCall = {}) {
  return apiGet('/sas/document', {
    schema: () => import('@/contract/documents').then((m) => m.DocumentListSchema),
    lang: params.lang,
    ...call,
    params: {
      limit: params.limit,
      offset: (params.page - 1) * params.limit,
      owner: OWNER_ID,
      publicado: 1,
      sort: 'doc_ano',
      direction: 'DESC',
      filter: params.filter,
      tipo: params.tipo,
      ano: params.ano,
    },
  });
}

export const documentsQueryOptions = (params: DocumentListParams) =>
  queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: ({ signal, client }) => getDocuments(params, { signal, client }),
  });
