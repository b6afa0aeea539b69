import { describeRoute } from 'hono-openapi';
import { FaqResponseSchema } from '../../../../src/contract/faq';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listFaq } from './faq.handlers';
import { FaqQuery } from './faq.query';

export const faqRouter = createRouter().get(
  '/faq',
  describeRoute({
    tags: [TAGS.content],
    summary: 'Frequently asked questions, in seed order (the client sorts by docfaq_ordem, 0 last)',
    responses: { 200: jsonAnswer('The questions', FaqResponseSchema) },
  }),
  validQuery(FaqQuery),
  (c) => listFaq(c, c.req.valid('query')),
);
