import { describeRoute } from 'hono-openapi';
import { TeamSchema } from '../../../../src/contract/team';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listTeam } from './team.handlers';
import { TeamQuery } from './team.query';

export const teamRouter = createRouter().get(
  '/sas/equipa',
  describeRoute({
    tags: [TAGS.content],
    summary: 'The team; imagem is "/uploads/x.jpg" or ""',
    responses: { 200: jsonAnswer('The team, its role in both languages', TeamSchema) },
  }),
  validQuery(TeamQuery),
  listTeam,
);
