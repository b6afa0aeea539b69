import { LinksResponseSchema } from '../../../../src/contract/links';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listLinks } from './links.handlers';
import { LinksQuery } from './links.query';

export const linksRouter = createRouter().get('/links', listLinks);

export const linksDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/links',
    summary: 'Useful links',
    query: LinksQuery,
    response: LinksResponseSchema,
  },
];
