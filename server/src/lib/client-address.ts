import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address a request came from, the key of the per-client limits. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local'; // app.request() in tests has no socket
  }
}
