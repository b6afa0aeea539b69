import { ContestListSchema, ContestTypeListSchema } from '../../../../src/contract/housing-contests';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listContests, listContestTypes } from './housing.handlers';
import { HousingQuery } from './housing.query';

export const housingRouter = createRouter()
  .get('/sas/alojamento/concursos', listContests)
  .get('/sas/alojamento/tiposconcursos', listContestTypes);

export const housingDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/sas/alojamento/concursos',
    summary: 'Housing contests with their phases',
    query: HousingQuery,
    response: ContestListSchema,
  },
  {
    method: 'get',
    path: '/api/sas/alojamento/tiposconcursos',
    summary: 'The contest types an application may name (concurso.value)',
    query: HousingQuery,
    response: ContestTypeListSchema,
  },
];
