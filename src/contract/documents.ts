import * as z from 'zod/mini';
import { AttachedFileSchema, ContentLanguage, pagedList } from './api-building-blocks';

/** `GET /sas/document`. `doc_tipo` stays any text: the university may add a type before the app knows it. */
export const DocumentSchema = z.object({
  doc_ano: z.coerce.number().check(z.int()),
  doc_titulo: z.string(),
  doc_tipo: z.optional(z.string()),
  doc_ficheiros: z.array(AttachedFileSchema),
  idioma_conteudo: ContentLanguage,
});
export type SasDocument = z.infer<typeof DocumentSchema>;
export const DocumentListSchema = pagedList(DocumentSchema);
