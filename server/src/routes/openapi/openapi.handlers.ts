import type { Context } from 'hono';
import { sendJson } from '../../lib/respond';
import { openApiDocument } from './openapi.document';

let document: ReturnType<typeof openApiDocument> | undefined;

/** GET /api/openapi.json: made once, on first request (the routes and schemas cannot change while running). */
export function getOpenApi(c: Context): Response {
  document ??= openApiDocument();
  return sendJson(c, document);
}
