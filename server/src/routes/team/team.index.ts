import { createRouter } from '../../lib/router';
import { listTeam } from './team.handlers';

export const teamRouter = createRouter().get('/sas/equipa', listTeam);
