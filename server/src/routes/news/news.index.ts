import { MostViewedNewsSchema, NewsDetailSchema, NewsListSchema } from '../../../../src/contract/news';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { getNews, listMostViewed, listNews } from './news.handlers';
import { MostViewedQuery, NewsDetailQuery, NewsListQuery } from './news.query';

// mostviewed before :id, so it is not read as a news slug.
export const newsRouter = createRouter()
  .get('/noticiassas', listNews)
  .get('/noticiassas/mostviewed', listMostViewed)
  .get('/noticiassas/:id', getNews);

export const newsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/noticiassas',
    summary: 'News, newest first (noticia_imagem is a file name: the app prefixes /uploads/)',
    query: NewsListQuery,
    response: NewsListSchema,
  },
  {
    method: 'get',
    path: '/api/noticiassas/mostviewed',
    summary: 'News by views, most first',
    query: MostViewedQuery,
    response: MostViewedNewsSchema,
  },
  {
    method: 'get',
    path: '/api/noticiassas/:id',
    summary: 'One news item with its body and share links',
    params: { id: 'noticia_name' },
    query: NewsDetailQuery,
    response: NewsDetailSchema,
    notFound: true,
  },
];
