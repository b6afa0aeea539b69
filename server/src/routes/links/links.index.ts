import { createRouter } from '../../lib/router';
import { listLinks } from './links.handlers';

export const linksRouter = createRouter().get('/links', listLinks);
