import { z } from 'zod';
import { params } from '../../lib/query';

export const FaqQuery = z.object({ unidadeId: params.unit, idioma: params.idioma });
