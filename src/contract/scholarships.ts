import * as z from 'zod/mini';

/** `GET /bolsassas`: the list, ordered by the client (Ordem, 0 last). */
export const ScholarshipSummarySchema = z.object({
  Name: z.string().check(z.minLength(1)),
  Titulo: z.string(),
  Descricao: z.string(),
  Ordem: z.number(),
});
export type ScholarshipSummary = z.infer<typeof ScholarshipSummarySchema>;
export const ScholarshipListSchema = z.array(ScholarshipSummarySchema);

export const ScholarshipSectionSchema = z.object({
  bolsasas_seccoes_titulo: z.string(),
  bolsasas_seccoes_conteudo: z.string(),
});
export type ScholarshipSection = z.infer<typeof ScholarshipSectionSchema>;

/** `GET /bolsassas/:name`. */
export const ScholarshipSchema = z.object({
  name: z.string(),
  Titulo: z.string(),
  Introducao: z.string(),
  Seccoes: z.array(ScholarshipSectionSchema),
  Protocolo: z.string(),
});
export type Scholarship = z.infer<typeof ScholarshipSchema>;
