import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';
import type { RequestRecord } from './request-record';

/** An id a proxy or a client may pass on (a UUID, a trace id): short, and nothing that could forge a log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

interface RequestLogOptions {
  logger: Logger;
  /** Test hook: each request as it arrives (e2e fixtures prove with it that an offline page asked nothing). */
  onRequest?: ((record: RequestRecord) => void) | undefined;
  /** True for a request our own render of a page makes, in process (page-render.ts): logged at debug, marked. */
  internal?: () => boolean;
}

/**
 * Outermost: gives every request an id (the caller's `X-Request-Id` when sane, else a new UUID), sends it back in
 * `X-Request-Id`, and logs one line when the answer is ready: id, method, path, the query's parameter NAMES (their
 * values are search words and other things students type), status and duration. Never a body, never a header value.
 * Nothing is kept: the hook, if any, decides what to do with the record.
 */
export function requestLog({
  logger,
  onRequest,
  internal = () => false,
}: RequestLogOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const id = incoming !== undefined && SANE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    const url = new URL(c.req.url);
    const pageRender = internal();
    const record = { method: c.req.method, path: url.pathname + url.search, at: Date.now() };
    onRequest?.(pageRender ? { ...record, pageRender: true } : record);
    await next();
    c.header('X-Request-Id', id);
    const status = c.res.status;
    const line = {
      reqId: id,
      method: c.req.method,
      path: url.pathname,
      ...(url.search ? { query: [...new Set(url.searchParams.keys())].sort() } : {}),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(pageRender ? { pageRender } : {}),
    };
    if (pageRender) logger.debug(line, 'request');
    else if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
