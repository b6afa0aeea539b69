import { describeRoute } from 'hono-openapi';
import { LinksResponseSchema } from '../../../../src/contract/links';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listLinks } from './links.handlers';
import { LinksQuery } from './links.query';

export const linksRouter = createRouter().get(
  '/links',
  describeRoute({
    tags: [TAGS.content],
    summary: 'Useful links, in seed order',
    responses: { 200: jsonAnswer('The links', LinksResponseSchema) },
  }),
  validQuery(LinksQuery),
  (c) => listLinks(c, c.req.valid('query')),
);
