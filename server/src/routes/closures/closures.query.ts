import { z } from 'zod';
import { params } from '../../lib/query';

export const ClosuresQuery = z.object({ idioma: params.idioma });
