import { describeRoute } from 'hono-openapi';
import { ClosureCalendarSchema } from '../../../../src/contract/closures';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listClosures } from './closures.handlers';
import { ClosuresQuery } from './closures.query';

export const closuresRouter = createRouter().get(
  '/encerramentos',
  describeRoute({
    tags: [TAGS.food],
    summary:
      'The closures calendar: public holidays, holiday closings, other closures and changed hours, per restaurant id',
    description:
      'From four weeks before the current week to a year ahead, in date order. inicio and fim are both included; ' +
      'restaurantes [] means every restaurant; tipo "horario" gives the services that replace the usual ones on ' +
      'those days. An addition of the bundled server (decision 028).',
    responses: { 200: jsonAnswer('The calendar', ClosureCalendarSchema) },
  }),
  validQuery(ClosuresQuery),
  (c) => listClosures(c, c.req.valid('query')),
);
