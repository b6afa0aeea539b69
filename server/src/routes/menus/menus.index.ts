import { describeRoute } from 'hono-openapi';
import { WeekMenuSchema } from '../../../../src/contract/menus';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listMenus } from './menus.handlers';
import { MenuQuery } from './menus.query';

export const menusRouter = createRouter().get(
  '/ementas',
  describeRoute({
    tags: [TAGS.food],
    summary: 'Menus by date, restaurant and meal; each course a string or null',
    description:
      'The menus of the days from startdate to enddate, both included, in date order: none when enddate is before ' +
      'startdate. Menus exist from the Monday four weeks before the current week to the Saturday two weeks after it.',
    responses: { 200: jsonAnswer('The menus of the range', WeekMenuSchema) },
  }),
  validQuery(MenuQuery),
  (c) => listMenus(c, c.req.valid('query')),
);
