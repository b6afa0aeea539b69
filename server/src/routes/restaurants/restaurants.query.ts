import { params, queryOf } from '../../lib/query';

export const RestaurantQuery = queryOf({ idioma: params.idioma });
