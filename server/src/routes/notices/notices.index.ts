import { NoticeListSchema, NoticeSchema } from '../../../../src/contract/notices';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { getNotice, listNotices } from './notices.handlers';
import { NoticeDetailQuery, NoticeListQuery } from './notices.query';

export const noticesRouter = createRouter().get('/docavisos', listNotices).get('/docavisos/:id', getNotice);

export const noticesDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/docavisos',
    summary: 'Notices and communiqués, newest first (by docaviso_datavigor; ties by post_name)',
    query: NoticeListQuery,
    response: NoticeListSchema,
  },
  {
    method: 'get',
    path: '/api/docavisos/:id',
    summary: 'One notice',
    params: { id: 'post_name (or the numeric ID)' },
    query: NoticeDetailQuery,
    response: NoticeSchema,
    notFound: true,
  },
];
