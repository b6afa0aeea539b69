import * as z from 'zod/mini';
import { DateString } from './api-building-blocks';

/** `GET /sas/alojamento/concursos` and `/sas/alojamento/tiposconcursos`. */
export const contestTypeValues = [
  'internacional',
  'recandidaturas',
  'novosalunos',
  'mobilidade',
  'outros',
] as const;

export const ContestPhaseSchema = z.object({ Fase: z.string(), DataInicio: DateString, DataFim: DateString });
export type ContestPhase = z.infer<typeof ContestPhaseSchema>;
export const ContestSchema = z.object({
  ID: z.number(),
  Tipo: z.object({ value: z.enum(contestTypeValues), label: z.string() }),
  Activo: z.boolean(),
  DataInicio: DateString,
  DataFim: DateString,
  Fases: z.array(ContestPhaseSchema),
});
export type Contest = z.infer<typeof ContestSchema>;
export const ContestListSchema = z.array(ContestSchema);

export const ContestTypeOptionSchema = z.object({
  value: z.string().check(z.minLength(1)),
  label: z.string(),
});
export type ContestTypeOption = z.infer<typeof ContestTypeOptionSchema>;
export const ContestTypeListSchema = z.array(ContestTypeOptionSchema);
