import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { errorBody, type HttpError } from './errors';

/** API JSON: always revalidate; the PWA's service worker does its own caching and a revalidation is a cheap 304. */
export const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';
export const JSON_TYPE = 'application/json; charset=utf-8';

export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): compression turns our ETags into W/"...". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

interface CachedBody {
  body: string | Uint8Array;
  contentType: string;
  cacheControl: string;
  etag?: string;
}

/** 200 with ETag, or 304 with no body when the client's copy is current. */
export function sendCached(c: Context, { body, contentType, cacheControl, etag }: CachedBody): Response {
  const tag = etag ?? strongEtag(body);
  const headers = { ETag: tag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (etagMatches(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
  // Our bodies are never backed by a SharedArrayBuffer (Buffers from SQLite or sharp).
  const data = typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>);
  return c.body(data, 200, { ...headers, 'Content-Type': contentType });
}

/** The one JSON responder of the API. */
export function sendJson(c: Context, data: unknown): Response {
  return sendCached(c, {
    body: JSON.stringify(data),
    contentType: JSON_TYPE,
    cacheControl: API_CACHE_CONTROL,
  });
}

export function sendError(c: Context, error: HttpError): Response {
  return c.body(JSON.stringify(errorBody(error)), error.status, {
    'Content-Type': JSON_TYPE,
    'Cache-Control': 'no-store',
  });
}
