import { RestaurantListSchema } from '../../../../src/contract/restaurants';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listRestaurants } from './restaurants.handlers';
import { RestaurantQuery } from './restaurants.query';

export const restaurantsRouter = createRouter().get('/restaurantes', listRestaurants);

export const restaurantsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/restaurantes',
    summary:
      'Restaurants and bars with their stable id and meal hours (dias: 0 = Sunday); holidays and closures are /api/encerramentos',
    query: RestaurantQuery,
    response: RestaurantListSchema,
  },
];
