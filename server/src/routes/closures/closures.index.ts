import { ClosureCalendarSchema } from '../../../../src/contract/closures';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listClosures } from './closures.handlers';
import { ClosuresQuery } from './closures.query';

export const closuresRouter = createRouter().get('/encerramentos', listClosures);

export const closuresDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/encerramentos',
    summary:
      'The closures calendar: public holidays, holiday closings, other closures and changed hours, per restaurant id',
    description:
      'From four weeks before the current week to a year ahead, in date order. inicio and fim are both included; ' +
      'restaurantes [] means every restaurant; tipo "horario" gives the services that replace the usual ones on ' +
      'those days. An addition of the bundled server (decision 028).',
    query: ClosuresQuery,
    response: ClosureCalendarSchema,
  },
];
