import { createRouter } from '../../lib/router';
import { listFaq } from './faq.handlers';

export const faqRouter = createRouter().get('/faq', listFaq);
