import { DocumentListSchema } from '../../../../src/contract/documents';
import type { RouteDoc } from '../../lib/route-doc';
import { createRouter } from '../../lib/router';
import { listDocuments } from './documents.handlers';
import { DocumentListQuery } from './documents.query';

export const documentsRouter = createRouter().get('/sas/document', listDocuments);

export const documentsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/sas/document',
    summary: 'Documents, newest year first, by title within a year; filter searches titles and file names',
    query: DocumentListQuery,
    response: DocumentListSchema,
  },
];
