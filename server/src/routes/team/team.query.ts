import { z } from 'zod';
import { params } from '../../lib/query';

/** The team has no translated fields; idioma is still validated like on every call. */
export const TeamQuery = z.object({ idioma: params.idioma });
