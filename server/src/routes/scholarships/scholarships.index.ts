import { ScholarshipListSchema, ScholarshipSchema } from '../../../../src/contract/scholarships';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { getScholarship, listScholarships } from './scholarships.handlers';
import { ScholarshipQuery } from './scholarships.query';

export const scholarshipsRouter = createRouter()
  .get('/bolsassas', listScholarships)
  .get('/bolsassas/:id', getScholarship);

export const scholarshipsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/bolsassas',
    summary: 'Scholarships, in seed order (the client sorts by Ordem, 0 last)',
    query: ScholarshipQuery,
    response: ScholarshipListSchema,
  },
  {
    method: 'get',
    path: '/api/bolsassas/:id',
    summary: 'One scholarship with its sections; Protocolo is "/files/x.pdf" or ""',
    params: { id: 'the slug (bolsa-dges, ...)' },
    query: ScholarshipQuery,
    response: ScholarshipSchema,
    notFound: true,
  },
];
