import { z } from 'zod';
import { params } from '../../lib/query';

export const RestaurantQuery = z.object({ idioma: params.idioma });
