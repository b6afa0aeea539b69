import { params, queryOf } from '../../lib/query';

export const HousingQuery = queryOf({ idioma: params.idioma });
