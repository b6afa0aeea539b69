import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { ErrorBodySchema } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { health, HealthSchema, NotReadySchema, ready } from './health.handlers';

export const healthRouter = createRouter()
  .get(
    '/health',
    describeRoute({
      tags: [TAGS.operations],
      summary: 'Liveness: the process answers (Cache-Control: no-store)',
      description: 'Answered while the server shuts down too.',
      responses: { 200: jsonAnswer('The process answers', HealthSchema) },
    }),
    health,
  )
  .get(
    '/ready',
    describeRoute({
      tags: [TAGS.operations],
      summary: 'Readiness: an application can be stored now (Cache-Control: no-store)',
      description:
        'The database answers a query, the applications table takes a write (rolled back), and DATABASE_PATH is ' +
        'still the file that was opened. 503 with the reason otherwise, and while the server shuts down.',
      responses: {
        200: jsonAnswer('Ready', HealthSchema),
        503: jsonAnswer(
          'Not ready, with the reason; while the server shuts down, the error body',
          z.union([NotReadySchema, ErrorBodySchema]),
        ),
      },
    }),
    ready,
  );
