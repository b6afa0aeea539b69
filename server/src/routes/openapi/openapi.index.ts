import { createRouter } from '../../lib/router';
import { getOpenApi } from './openapi.handlers';

export const openApiRouter = createRouter().get('/openapi.json', getOpenApi);
