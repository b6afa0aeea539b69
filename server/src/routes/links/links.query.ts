import { params, queryOf } from '../../lib/query';

export const LinksQuery = queryOf({ owner: params.unit, idioma: params.idioma });
