import { createRouter } from '../../lib/router';
import { listContests, listContestTypes } from './housing.handlers';

export const housingRouter = createRouter()
  .get('/sas/alojamento/concursos', listContests)
  .get('/sas/alojamento/tiposconcursos', listContestTypes);
