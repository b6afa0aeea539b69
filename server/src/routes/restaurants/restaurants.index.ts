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
    summary: 'Restaurants and bars with their meal hours (dias: 0 = Sunday) and closed months and days',
    query: RestaurantQuery,
    response: RestaurantListSchema,
  },
];
