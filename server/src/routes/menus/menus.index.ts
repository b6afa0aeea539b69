import { WeekMenuSchema } from '../../../../src/contract/menus';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listMenus } from './menus.handlers';
import { MAX_MENU_RANGE_DAYS, MenuQuery } from './menus.query';

export const menusRouter = createRouter().get('/ementas', listMenus);

export const menusDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/ementas',
    summary: 'Menus by date, restaurant and meal; each course a string or null',
    description: `startdate and enddate are real dates as YYYYMMDD, enddate not before startdate, at most ${MAX_MENU_RANGE_DAYS} days apart.`,
    query: MenuQuery,
    response: WeekMenuSchema,
  },
];
