import { describeRoute } from 'hono-openapi';
import { MostViewedNewsSchema, NewsDetailSchema, NewsListSchema } from '../../../../src/contract/news';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, NOT_FOUND, pathParam, TAGS } from '../openapi/openapi.describe';
import { getNews, listMostViewed, listNews } from './news.handlers';
import { MostViewedQuery, NewsDetailQuery, NewsListQuery } from './news.query';

// mostviewed before :id, so it is not read as a news slug.
export const newsRouter = createRouter()
  .get(
    '/noticiassas',
    describeRoute({
      tags: [TAGS.content],
      summary: 'News, newest first (noticia_imagem is a file name: the app prefixes /uploads/)',
      responses: { 200: jsonAnswer('A page of news, and how many there are', NewsListSchema) },
    }),
    validQuery(NewsListQuery),
    (c) => listNews(c, c.req.valid('query')),
  )
  .get(
    '/noticiassas/mostviewed',
    describeRoute({
      tags: [TAGS.content],
      summary: 'News by views, most first',
      responses: { 200: jsonAnswer('The most viewed news', MostViewedNewsSchema) },
    }),
    validQuery(MostViewedQuery),
    (c) => listMostViewed(c, c.req.valid('query')),
  )
  .get(
    '/noticiassas/:id',
    describeRoute({
      tags: [TAGS.content],
      summary: 'One news item with its body and share links',
      parameters: [pathParam('id', 'the item’s noticia_name')],
      responses: { 200: jsonAnswer('The news item', NewsDetailSchema), ...NOT_FOUND },
    }),
    validQuery(NewsDetailQuery),
    (c) => getNews(c, c.req.param('id'), c.req.valid('query')),
  );
