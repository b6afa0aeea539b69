import * as z from 'zod/mini';

export const TeamMemberSchema = z.object({
  nome: z.string(),
  email: z.string(),
  imagem: z.string(),
  url: z.string(),
  responsavel: z._default(z.boolean(), false),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamSchema = z.array(TeamMemberSchema);
