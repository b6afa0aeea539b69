import { z } from 'zod';
import type { OpeningHours } from '../../../../src/contract/opening-hours';
import { params } from '../../lib/query';

export const RestaurantQuery = z.object({ idioma: params.idioma });

export interface Restaurant extends OpeningHours {
  Titulo: string;
  Descricao: string;
  Horario: string;
}
