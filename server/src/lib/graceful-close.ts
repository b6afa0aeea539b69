import type { ServerType } from '@hono/node-server';

/** How often idle keep-alive connections are closed while requests in flight finish. */
const SWEEP_MS = 50;

export interface Closing {
  /** Resolves once no connection is left (the listening socket is closed at once). */
  done: Promise<void>;
  /** Ends the grace now: closes every connection left, busy or not. */
  now(): void;
}

/**
 * Stops accepting connections at once and lets the requests in flight finish, up to `graceMs`; then closes whatever is
 * left. A connection kept alive between requests is closed as soon as it is idle (a browser or a proxy would otherwise
 * hold the close open for its keep-alive timeout); a request that arrives on one meanwhile is answered 503 by the app
 * (`draining`). Node's http.Server has what this needs (closeIdleConnections, closeAllConnections); an HTTP/2
 * server has not, and gets only the deadline.
 */
export function closeGracefully(server: ServerType, graceMs: number): Closing {
  const http = 'closeIdleConnections' in server ? server : undefined;
  let sweep: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const closeAll = () => http?.closeAllConnections();
  const done = new Promise<void>((resolve, reject) => {
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve();
    });
  });
  if (graceMs <= 0) {
    closeAll();
  } else {
    http?.closeIdleConnections();
    sweep = setInterval(() => http?.closeIdleConnections(), SWEEP_MS);
    deadline = setTimeout(closeAll, graceMs);
  }
  return { done, now: closeAll };
}
