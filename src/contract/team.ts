import * as z from 'zod/mini';

/** `GET /sas/equipa`. */
export const TeamMemberSchema = z.object({
  nome: z.string(),
  /** The person's role in both languages (one cached answer serves both); empty in an answer cached before it. */
  funcao: z._default(z.object({ pt: z.string(), en: z.string() }), { pt: '', en: '' }),
  email: z.string(),
  /** A phone number that answers ("+351 291 209 412"), or "". */
  telefone: z._default(z.string(), ''),
  /** "/uploads/<file>" or "". */
  imagem: z.string(),
  url: z.string(),
  responsavel: z._default(z.boolean(), false),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamSchema = z.array(TeamMemberSchema);
