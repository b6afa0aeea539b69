import { params, queryOf } from '../../lib/query';

/**
 * The answer holds both languages (only a role is translated): one cached copy serves either, offline too; idioma
 * is still validated like on every call.
 */
export const TeamQuery = queryOf({ idioma: params.idioma });
