import * as z from 'zod/mini';
import { ContentLanguage, DateString, pagedList } from './api-building-blocks';

/** `GET /noticiassas` and `/noticiassas/mostviewed`. */
export const NewsItemSchema = z.object({
  noticia_name: z.string().check(z.minLength(1)),
  noticia_titulo: z.string(),
  /** File name only; the client prefixes /uploads/. */
  noticia_imagem: z.string(),
  noticia_data_publicacao: DateString,
  post_title: z.optional(z.string()),
  idioma_conteudo: ContentLanguage,
});
export type NewsItem = z.infer<typeof NewsItemSchema>;
export const NewsListSchema = pagedList(NewsItemSchema);
export const MostViewedNewsSchema = z.array(NewsItemSchema);

/** `GET /noticiassas/:name`. */
export const NewsDetailSchema = z.extend(NewsItemSchema, {
  noticia_imagemsecundaria: z.string(),
  noticia_imagemsecundariaEN: z.string(),
  noticia_corpo: z.string(),
  noticia_twitter: z.string(),
  noticia_facebook: z.string(),
  noticia_linkedin: z.string(),
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;
