import { createRouter } from '../../lib/router';
import { listRestaurants } from './restaurants.handlers';

export const restaurantsRouter = createRouter().get('/restaurantes', listRestaurants);
