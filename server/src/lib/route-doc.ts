import type { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * What `/api/openapi.json` says of one route, kept beside the router that serves it (x.index.ts). Schemas, not prose:
 * the query's zod object the handler validates with (x.query.ts) and the contract schema of the answer
 * (src/contract/), so the document cannot drift from the code. `routes/openapi/openapi.test.ts` fails when the app
 * has a route that no RouteDoc describes.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The full path as Hono matches it (`/api/docavisos/:id`). */
  path: string;
  summary: string;
  description?: string;
  /** Path parameters' meaning, by name. */
  params?: Record<string, string>;
  /** The query the handler validates; every key is a documented parameter. */
  query?: z.ZodObject;
  /** Request headers the route reads, by name. */
  headers?: Record<string, { description: string; required: boolean }>;
  /** The JSON body a post takes. */
  body?: $ZodType;
  /** The success status; default 200. */
  status?: 200 | 201 | 202 | 204;
  /** The success answer, as JSON; a file's media types; or nothing (a 204). */
  response: $ZodType | { files: string[] } | { empty: true };
  /** Set when the path has an item that may not exist (404). */
  notFound?: true;
  /** Answers besides success and the errors every route shares (400 for a query, 404, 500, 503): status -> what. */
  otherResponses?: Record<number, { description: string; schema?: $ZodType }>;
}
