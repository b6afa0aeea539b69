import * as z from 'zod/mini';

/** `GET /sas/equipa`. */
export const TeamMemberSchema = z.object({
  nome: z.string(),
  email: z.string(),
  /** "/uploads/<file>" or "". */
  imagem: z.string(),
  url: z.string(),
  responsavel: z._default(z.boolean(), false),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamSchema = z.array(TeamMemberSchema);
