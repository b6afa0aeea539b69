import { z } from 'zod';
import { params } from '../../lib/query';

/**
 * The answer holds both languages (only a role is translated): one cached copy serves either, offline too; idioma
 * is still validated like on every call.
 */
export const TeamQuery = z.object({ idioma: params.idioma });
