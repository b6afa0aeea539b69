import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import type { PushLimits } from './routes/push/push.handlers';
import { createApp } from './app';
import { openDb } from './db/open-db';
import { closeGracefully, type Closing } from './lib/graceful-close';
import { silentLogger, type Logger } from './lib/logger';
import type { RateLimitOptions } from './lib/rate-limit';
import type { RequestRecord } from './lib/request-record';
import {
  DEFAULT_APPLICATION_RETENTION_DAYS,
  startRetentionJob,
} from './routes/applications/applications.retention';
import { databaseMenus } from './push/menu-source';
import { scheduleAlerts } from './push/scheduler';
import { DEFAULT_VAPID_SUBJECT, keptVapidKeys } from './push/vapid';

export interface RunningServer {
  url: string;
  port: number;
  /**
   * Stops accepting connections, answers 503 to any new request on a connection kept alive, lets the requests in
   * flight finish for up to `graceMs` (default 0: close every connection now), closes the rest, then the database.
   * A later call with `graceMs: 0` ends a grace under way (a second signal).
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export interface StartServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; default all (IPv4 and IPv6). */
  host?: string;
  databasePath: string;
  distDir: string;
  /** The clock used to generate menus (relative to today) when the database is seeded. */
  now?: () => Date;
  /** Request lines and errors (main.ts: LOG_LEVEL); default none. */
  logger?: Logger;
  /**
   * Test hook, called with each request as it arrives (any path, `path` = pathname + search). The server keeps no
   * list: a test that needs one (e2e/fixtures.ts) keeps its own.
   */
  onRequest?: (record: RequestRecord) => void;
  /**
   * Test hook in front of the app: it gets each request with the app's own handler and may answer it itself, hand the
   * app a changed request, hold it, or cut its connection. The e2e suite plays the network's faults with it
   * (e2e/server-faults.ts), where they reach the service worker's requests too, whatever the browser build.
   */
  intercept?: Intercept;
  /** Folder of the seed JSON files; default server/seed. */
  seedDir?: string;
  /** Make a new database even where the marker says one existed (`ALLOW_NEW_DATABASE`; db/store-marker.ts). */
  allowNewDatabase?: boolean;
  /** New housing applications per client IP; default 30 a minute, 30 at once. */
  rateLimit?: RateLimitOptions;
  /** Origins besides the server's own whose pages may post applications; default none. */
  allowedOrigins?: readonly string[];
  /**
   * Applications older than this many days are deleted, at start and then daily (`APPLICATION_RETENTION_DAYS`,
   * decision 029); default three years.
   */
  applicationRetentionDays?: number;
  /**
   * Web Push: VAPID keys (else made once and kept in the database), whether this process sends the alerts at their
   * minute (default off: tests and tools; main.ts turns it on), and whether loopback endpoints may subscribe (tests).
   */
  push?: {
    vapid?: { publicKey?: string | undefined; privateKey?: string | undefined; subject?: string };
    schedule?: boolean;
    allowLoopback?: boolean;
    limits?: PushLimits;
  };
}

/** The connection a request came on, as an intercept sees it. */
export interface InterceptedConnection {
  /** Cuts the connection: the client sees a network error, as from a server it could not reach. */
  drop(): void;
  /** Settles when the connection closes, from either side. */
  whenClosed(): Promise<void>;
}

export type Intercept = (
  request: Request,
  app: (request: Request) => Promise<Response>,
  connection: InterceptedConnection,
) => Promise<Response>;

function intercepted(
  app: { fetch: (request: Request, env: unknown) => Response | Promise<Response> },
  intercept: Intercept,
) {
  return (request: Request, env: HttpBindings | Http2Bindings) => {
    const socket = env.incoming.socket;
    return intercept(request, async (changed) => app.fetch(changed, env), {
      drop: () => socket.destroy(),
      whenClosed: () =>
        new Promise<void>((resolve) => {
          if (socket.destroyed) resolve();
          else socket.once('close', () => resolve());
        }),
    });
  };
}

function listen(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    if (server.listening) resolve();
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
}

export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const now = opts.now ?? (() => new Date());
  const db = await openDb({
    path: opts.databasePath,
    now: now(),
    seedDir: opts.seedDir,
    allowNewDatabase: opts.allowNewDatabase,
  });
  let closing: { closing: Closing; closed: Promise<void> } | undefined;
  const vapid = keptVapidKeys(db, opts.push?.vapid?.subject ?? DEFAULT_VAPID_SUBJECT, opts.push?.vapid);
  const app = createApp({
    push: {
      vapid,
      allowLoopback: opts.push?.allowLoopback ?? false,
      ...(opts.push?.limits ? { limits: opts.push.limits } : {}),
    },
    db,
    draining: () => closing !== undefined,
    distDir: path.resolve(opts.distDir),
    now,
    ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
    ...(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {}),
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.onRequest ? { onRequest: opts.onRequest } : {}),
  });
  const fetch = opts.intercept ? intercepted(app, opts.intercept) : app.fetch;
  const server = serve({ fetch, port: opts.port, ...(opts.host ? { hostname: opts.host } : {}) });
  // Node closes an idle keep-alive connection after 5 s: a client (a reverse proxy, a test's request context) that
  // reuses it at that moment gets ECONNRESET. Longer than a proxy's usual 60 s, so the client closes first; idle
  // connections are closed at shutdown anyway (closeGracefully).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  try {
    await listen(server);
  } catch (error) {
    db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const retention = startRetentionJob({
    db,
    retentionDays: opts.applicationRetentionDays ?? DEFAULT_APPLICATION_RETENTION_DAYS,
    now,
    logger: opts.logger,
  });
  const alerts = opts.push?.schedule
    ? scheduleAlerts(db, {
        vapid: vapid(),
        source: databaseMenus(db),
        logger: opts.logger ?? silentLogger,
        endpoints: { allowLoopback: opts.push.allowLoopback ?? false },
      })
    : undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    close({ graceMs = 0 } = {}) {
      if (closing) {
        if (graceMs <= 0) closing.closing.now();
        return closing.closed;
      }
      retention.stop();
      alerts?.stop();
      const started = closeGracefully(server, graceMs);
      // The database closes last: no request is left that could still write (better-sqlite3 is synchronous, so a
      // transaction is never cut in half; a request cut off at the deadline had not reached its write).
      const closed = started.done.finally(() => db.close());
      closing = { closing: started, closed };
      return closed;
    },
  };
}
