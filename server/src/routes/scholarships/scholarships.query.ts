import { params, queryOf } from '../../lib/query';

export const ScholarshipQuery = queryOf({ idioma: params.idioma });
