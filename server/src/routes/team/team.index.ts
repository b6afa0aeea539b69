import { TeamSchema } from '../../../../src/contract/team';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listTeam } from './team.handlers';
import { TeamQuery } from './team.query';

export const teamRouter = createRouter().get('/sas/equipa', listTeam);

export const teamDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/sas/equipa',
    summary: 'The team; imagem is "/uploads/x.jpg" or ""',
    query: TeamQuery,
    response: TeamSchema,
  },
];
