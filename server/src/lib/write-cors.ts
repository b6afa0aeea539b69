import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './errors';
import { sendError } from './respond';

interface WriteCorsOptions {
  /** Other origins whose pages may write (`ALLOWED_ORIGINS`); the server's own origin always may. */
  allowedOrigins: readonly string[];
  /** The write methods of the route; default POST. */
  methods?: readonly string[];
  /** The 403's message, in the request's language. */
  refusal: (c: Context) => string;
}

/**
 * The request's own origin, and the same host over https: the server speaks plain HTTP behind whatever terminates
 * TLS, so its own pages post with `Origin: https://<host>` while the request reaches it as http.
 */
function ownOrigins(c: Context): string[] {
  const url = new URL(c.req.url);
  return [url.origin, `https://${url.host}`];
}

/**
 * CORS for a write route: only the server's own origin and the listed ones may post, preflight or not. A POST
 * without `Origin` (curl, another server) is not a browser page writing for another site, so it passes; one whose
 * `Origin` is not allowed is refused with 403 before its body is read. Public GETs keep their open CORS elsewhere.
 */
export function writeCors({
  allowedOrigins,
  refusal,
  methods = ['POST'],
}: WriteCorsOptions): MiddlewareHandler {
  const listed = new Set(allowedOrigins);
  return async (c, next) => {
    const method = c.req.method;
    if (!methods.includes(method) && method !== 'OPTIONS') return next();
    c.header('Vary', 'Origin', { append: true });
    const origin = c.req.header('Origin');
    const allowed = origin !== undefined && (listed.has(origin) || ownOrigins(c).includes(origin));
    if (origin !== undefined && !allowed) {
      return sendError(c, new HttpError(403, 'forbidden_origin', refusal(c)));
    }
    if (method === 'OPTIONS') {
      if (origin === undefined) return c.body(null, 204, { Allow: ['OPTIONS', ...methods].join(', ') });
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': methods.join(', '),
        'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
        'Access-Control-Max-Age': '600',
      });
    }
    if (origin !== undefined) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', 'Retry-After');
    }
    await next();
  };
}
