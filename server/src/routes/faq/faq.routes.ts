import { z } from 'zod';
import { params } from '../../lib/query';

export const FaqQuery = z.object({ unidadeId: params.unit, idioma: params.idioma });

export interface FaqItem {
  docfaq_pergunta: string;
  docfaq_resposta: string;
  docfaq_ordem: number;
}
