import { createRouter } from '../../lib/router';
import { getNotice, listNotices } from './notices.handlers';

export const noticesRouter = createRouter().get('/docavisos', listNotices).get('/docavisos/:id', getNotice);
