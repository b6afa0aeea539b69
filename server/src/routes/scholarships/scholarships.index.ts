import { describeRoute } from 'hono-openapi';
import { ScholarshipListSchema, ScholarshipSchema } from '../../../../src/contract/scholarships';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, NOT_FOUND, pathParam, TAGS } from '../openapi/openapi.describe';
import { getScholarship, listScholarships } from './scholarships.handlers';
import { ScholarshipQuery } from './scholarships.query';

export const scholarshipsRouter = createRouter()
  .get(
    '/bolsassas',
    describeRoute({
      tags: [TAGS.content],
      summary: 'Scholarships, in seed order (the client sorts by Ordem, 0 last)',
      responses: { 200: jsonAnswer('The scholarships', ScholarshipListSchema) },
    }),
    validQuery(ScholarshipQuery),
    (c) => listScholarships(c, c.req.valid('query')),
  )
  .get(
    '/bolsassas/:id',
    describeRoute({
      tags: [TAGS.content],
      summary: 'One scholarship with its sections; Protocolo is "/files/x.pdf" or ""',
      parameters: [pathParam('id', 'the scholarship’s Name (bolsa-dges, …)')],
      responses: { 200: jsonAnswer('The scholarship', ScholarshipSchema), ...NOT_FOUND },
    }),
    validQuery(ScholarshipQuery),
    (c) => getScholarship(c, c.req.param('id'), c.req.valid('query')),
  );
