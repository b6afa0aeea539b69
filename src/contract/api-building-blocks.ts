import * as z from 'zod/mini';

/** Building blocks shared by several entities' schemas (spec section 3). */
export const DateString = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'expected a YYYY-MM-DD date'));

export const AttachedFileSchema = z.object({
  doc_ficheiros_nome: z.string(),
  doc_ficheiros_url: z.string(),
});
export type AttachedFile = z.infer<typeof AttachedFileSchema>;

/**
 * `idioma_conteudo`: the language an item's texts are in, when the API says it differs from the one asked for
 * (an English page showing a Portuguese-only notice). Optional and forgiving: an unknown value is ignored.
 */
export const ContentLanguage = z.catch(z.optional(z.enum(['pt', 'en'])), undefined);

/** `{ data: [...], total }` — paginated lists. */
export function pagedList<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().check(z.int(), z.nonnegative()) });
}

/** `{ data: { data: [...] } }` — the FAQ and links calls. */
export function nestedList<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.object({ data: z.array(item) }) });
}
