import { describeRoute } from 'hono-openapi';
import { DocumentListSchema } from '../../../../src/contract/documents';
import { validQuery } from '../../lib/query';
import { createRouter } from '../../lib/router';
import { jsonAnswer, TAGS } from '../openapi/openapi.describe';
import { listDocuments } from './documents.handlers';
import { DocumentListQuery } from './documents.query';

export const documentsRouter = createRouter().get(
  '/sas/document',
  describeRoute({
    tags: [TAGS.content],
    summary: 'Documents, newest year first, by title within a year; filter searches titles and file names',
    responses: { 200: jsonAnswer('A page of documents, and how many match', DocumentListSchema) },
  }),
  validQuery(DocumentListQuery),
  (c) => listDocuments(c, c.req.valid('query')),
);
