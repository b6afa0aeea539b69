import { Scalar } from '@scalar/hono-api-reference';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { sendJson } from '../../lib/respond';
import { createRouter } from '../../lib/router';
import { REFERENCE_PAGE } from '../../lib/security-headers';
import { jsonAnswer, TAGS } from './openapi.describe';
import { openApiDocument } from './openapi.document';

const reference = Scalar((c) => ({
  url: '/api/openapi.json',
  pageTitle: 'SASUMA API reference',
  cdn: REFERENCE_PAGE.script,
  // On the page's scripts, which the policy allows by it.
  nonce: c.get('secureHeadersNonce'),
  // Nothing else from outside (the policy would refuse it): the system's fonts, no telemetry, no AI chat.
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
}));

/** `app`'s own document and its reference page; the document is made once, on first request. */
export function openApiRouter(app: Hono) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return (
    createRouter()
      .get(
        '/openapi.json',
        describeRoute({
          tags: [TAGS.operations],
          summary: 'This document: OpenAPI 3.1, generated from the routes and the shared zod contract',
          responses: {
            200: jsonAnswer('The document', z.looseObject({ openapi: z.literal('3.1.0') })),
          },
        }),
        async (c) => {
          document ??= openApiDocument(app).catch((error: unknown) => {
            document = undefined; // the next request tries again
            throw error;
          });
          return sendJson(c, await document);
        },
      )
      // REFERENCE_PAGE.path; its Content-Security-Policy is lib/security-headers.ts's REFERENCE_PAGE_POLICY.
      .get(
        '/docs',
        describeRoute({
          tags: [TAGS.operations],
          summary: 'This document as a reference page (HTML; its script comes from Scalar’s CDN)',
          responses: { 200: { description: 'The page', content: { 'text/html': {} } } },
        }),
        async (c, next) => {
          // The page names this answer's nonce: never kept, or a kept copy would name a nonce no policy allows.
          c.header('Cache-Control', 'no-store');
          await next();
        },
        reference,
      )
  );
}
