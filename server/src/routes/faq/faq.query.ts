import { params, queryOf } from '../../lib/query';

export const FaqQuery = queryOf({ unidadeId: params.unit, idioma: params.idioma });
