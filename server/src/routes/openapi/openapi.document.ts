import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { ErrorBodySchema } from '../../lib/errors';
import { ERROR_CONTENT, jsonAnswer } from './openapi.describe';

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** What any route may answer besides its own: the server failing, or shutting down. */
const everyRoute = { responses: { 500: ref('Internal'), 503: ref('Unavailable') } };

/**
 * The OpenAPI 3.1 document of `app`, made by hono-openapi from the routes themselves: each one's path and method as
 * the router has them, its describeRoute (summary, answers with the contract's schemas) and the schemas its
 * validators check the query and path with. What a schema cannot say is in docs/api.md.
 */
export function openApiDocument(app: Hono) {
  return generateSpecs(app, {
    documentation: {
      info: {
        title: 'SASUMA content API (bundled server)',
        version: '1.0.0',
        description:
          'The paths, parameters and answers of the university content API as the bundled server implements them. ' +
          'Conventions a schema cannot say (idioma and its fallback, search, caching and ETags, CORS, idempotency, ' +
          'errors, examples) are in docs/api.md.',
      },
      components: {
        responses: {
          NotFound: jsonAnswer('not_found', ErrorBodySchema),
          Internal: jsonAnswer('internal: details only in the server log', ErrorBodySchema),
          Unavailable: jsonAnswer(
            'unavailable: the server is shutting down, or cannot store now; retry later',
            ErrorBodySchema,
          ),
        },
      },
    },
    // `/api/openapi.json` is a route like any other, not a static file.
    excludeStaticFile: false,
    defaultOptions: { GET: everyRoute, POST: everyRoute, PUT: everyRoute, DELETE: everyRoute },
    // Any route whose query or path is validated.
    defaultValidationErrorResponse: {
      description: 'bad_request: every bad parameter listed in error.issues',
      content: ERROR_CONTENT,
    },
  });
}
