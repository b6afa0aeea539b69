import { describeRoute } from 'hono-openapi';
import { ContestListSchema, ContestTypeListSchema } from '../../../../src/contract/housing-contests';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listContests, listContestTypes } from './housing.handlers';
import { HousingQuery } from './housing.query';

export const housingRouter = createRouter()
  .get(
    '/sas/alojamento/concursos',
    describeRoute({
      tags: [TAGS.housing],
      summary: 'Housing contests with their phases',
      responses: { 200: jsonAnswer('The contests, in seed order', ContestListSchema) },
    }),
    validQuery(HousingQuery),
    (c) => listContests(c, c.req.valid('query')),
  )
  .get(
    '/sas/alojamento/tiposconcursos',
    describeRoute({
      tags: [TAGS.housing],
      summary: 'The contest types an application may name (concurso.value)',
      responses: { 200: jsonAnswer('The contest types', ContestTypeListSchema) },
    }),
    validQuery(HousingQuery),
    (c) => listContestTypes(c, c.req.valid('query')),
  );
