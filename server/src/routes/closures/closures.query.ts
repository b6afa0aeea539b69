import { params, queryOf } from '../../lib/query';

export const ClosuresQuery = queryOf({ idioma: params.idioma });
