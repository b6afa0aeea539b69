import { createRouter } from '../../lib/router';
import { getNews, listMostViewed, listNews } from './news.handlers';

// mostviewed before :id, so it is not read as a news slug.
export const newsRouter = createRouter()
  .get('/noticiassas', listNews)
  .get('/noticiassas/mostviewed', listMostViewed)
  .get('/noticiassas/:id', getNews);
