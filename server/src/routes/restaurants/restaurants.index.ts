import { describeRoute } from 'hono-openapi';
import { RestaurantListSchema } from '../../../../src/contract/restaurants';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listRestaurants } from './restaurants.handlers';
import { RestaurantQuery } from './restaurants.query';

export const restaurantsRouter = createRouter().get(
  '/restaurantes',
  describeRoute({
    tags: [TAGS.food],
    summary: 'Restaurants and bars with their stable id and meal hours (dias: 0 = Sunday)',
    description: 'Holidays and closures are in /api/encerramentos.',
    responses: { 200: jsonAnswer('The restaurants and bars, in seed order', RestaurantListSchema) },
  }),
  validQuery(RestaurantQuery),
  (c) => listRestaurants(c, c.req.valid('query')),
);
