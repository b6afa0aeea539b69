import * as z from 'zod/mini';
import { AttachedFileSchema, ContentLanguage, pagedList } from '@/lib/api-schemas';

export { documentTypes, type DocumentType } from '../document-types';

export const DocumentSchema = z.object({
  doc_ano: z.coerce.number().check(z.int()),
  doc_titulo: z.string(),
  doc_tipo: z.optional(z.string()),
  doc_ficheiros: z.array(AttachedFileSchema),
  idioma_conteudo: ContentLanguage,
});
export type SasDocument = z.infer<typeof DocumentSchema>;
export const DocumentListSchema = pagedList(DocumentSchema);
