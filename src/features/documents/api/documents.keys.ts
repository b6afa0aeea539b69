import type { Locale } from '@/lib/locale';
import type { DocumentType } from '@/contract/requests/document-types';

export interface DocumentListParams {
  lang: Locale;
  page: number;
  limit: number;
  filter?: string;
  tipo?: DocumentType;
  ano?: number;
}

export const documentKeys = {
  all: ['documents'] as const,
  list: (params: DocumentListParams) => ['documents', 'list', params] as const,
};
