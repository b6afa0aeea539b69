import { describeRoute } from 'hono-openapi';
import { NoticeListSchema, NoticeSchema } from '../../../../src/contract/notices';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, NOT_FOUND, pathParam, TAGS } from '../openapi/openapi.describe';
import { getNotice, listNotices } from './notices.handlers';
import { NoticeDetailQuery, NoticeListQuery } from './notices.query';

export const noticesRouter = createRouter()
  .get(
    '/docavisos',
    describeRoute({
      tags: [TAGS.content],
      summary: 'Notices and communiqués, newest first (by docaviso_datavigor; ties by post_name)',
      responses: { 200: jsonAnswer('A page of notices, and how many match', NoticeListSchema) },
    }),
    validQuery(NoticeListQuery),
    (c) => listNotices(c, c.req.valid('query')),
  )
  .get(
    '/docavisos/:id',
    describeRoute({
      tags: [TAGS.content],
      summary: 'One notice',
      parameters: [pathParam('id', 'the notice’s post_name, or its numeric ID')],
      responses: { 200: jsonAnswer('The notice', NoticeSchema), ...NOT_FOUND },
    }),
    validQuery(NoticeDetailQuery),
    (c) => getNotice(c, c.req.param('id'), c.req.valid('query')),
  );
