import * as z from 'zod/mini';
import { AttachedFileSchema, ContentLanguage, DateString, pagedList } from './api-building-blocks';

/** `GET /docavisos` and `/docavisos/:id` (by slug or by `ID`). */
export const NoticeSchema = z.object({
  /** The spec's numeric id; optional because the app addresses notices by `post_name` only. */
  ID: z.optional(z.number()),
  post_name: z.string().check(z.minLength(1)),
  post_title: z.string(),
  docaviso_descricao: z.string(),
  docaviso_datavigor: DateString,
  docaviso_ficheiros: z.array(AttachedFileSchema),
  link: z.optional(z.string()),
  idioma_conteudo: ContentLanguage,
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListSchema = pagedList(NoticeSchema);
