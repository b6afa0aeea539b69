import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/errors';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { health, HealthSchema, NotReadySchema, ready } from './health.handlers';

export const healthRouter = createRouter().get('/health', health).get('/ready', ready);

export const healthDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness: the process answers (Cache-Control: no-store)',
    response: HealthSchema,
  },
  {
    method: 'get',
    path: '/api/ready',
    summary: 'Readiness: an application can be stored now (Cache-Control: no-store)',
    description:
      'The database answers a query, the applications table takes a write (rolled back), and DATABASE_PATH is still ' +
      'the file that was opened. 503 with the reason otherwise, and while the server shuts down.',
    response: HealthSchema,
    otherResponses: {
      503: {
        description: 'Not ready, with the reason; while the server shuts down, the error body',
        schema: z.union([NotReadySchema, ErrorBodySchema]),
      },
    },
  },
];
