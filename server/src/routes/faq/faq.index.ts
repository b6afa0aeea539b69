import { FaqResponseSchema } from '../../../../src/contract/faq';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listFaq } from './faq.handlers';
import { FaqQuery } from './faq.query';

export const faqRouter = createRouter().get('/faq', listFaq);

export const faqDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/faq',
    summary: 'Frequently asked questions, in seed order',
    query: FaqQuery,
    response: FaqResponseSchema,
  },
];
