import { createRouter } from '../../lib/router';
import { listDocuments } from './documents.handlers';

export const documentsRouter = createRouter().get('/sas/document', listDocuments);
