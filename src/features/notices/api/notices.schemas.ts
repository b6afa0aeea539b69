import * as z from 'zod/mini';
import { AttachedFileSchema, ContentLanguage, DateString, pagedList } from '@/lib/api-schemas';

export const NoticeSchema = z.object({
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
export type NoticeList = z.infer<typeof NoticeListSchema>;
