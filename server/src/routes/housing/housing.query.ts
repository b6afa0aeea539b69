import { z } from 'zod';
import { params } from '../../lib/query';

export const HousingQuery = z.object({ idioma: params.idioma });
