import { createRouter } from '../../lib/router';
import { health, ready } from './health.handlers';

export const healthRouter = createRouter().get('/health', health).get('/ready', ready);
