import * as z from 'zod/mini';
import { nestedList } from './api-building-blocks';

/** `GET /faq`. */
export const FaqItemSchema = z.object({
  docfaq_pergunta: z.string(),
  docfaq_resposta: z.string(),
  docfaq_ordem: z.number(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;
export const FaqResponseSchema = nestedList(FaqItemSchema);
