import { params, queryOf } from '../../lib/query';

export const OpenMensaQuery = queryOf({ idioma: params.idioma });
