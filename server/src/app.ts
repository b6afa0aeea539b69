import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HttpError, notFound } from './lib/errors';
import { microCache } from './lib/micro-cache';
import { sendError } from './lib/respond';
import { createRouter } from './lib/router';
import { securityHeaders } from './lib/security-headers';
import type { RateLimitOptions } from './lib/rate-limit';
import { APPLICATION_PATH, applicationsRouter } from './routes/applications/applications.index';
import { documentsRouter } from './routes/documents/documents.index';
import { faqRouter } from './routes/faq/faq.index';
import { healthRouter } from './routes/health/health.index';
import { housingRouter } from './routes/housing/housing.index';
import { linksRouter } from './routes/links/links.index';
import { mediaRouter } from './routes/media';
import { menusRouter } from './routes/menus/menus.index';
import { closuresRouter } from './routes/closures/closures.index';
import { newsRouter } from './routes/news/news.index';
import { noticesRouter } from './routes/notices/notices.index';
import { openApiRouter } from './routes/openapi/openapi.index';
import { openMensaRouter } from './routes/openmensa/openmensa.index';
import { pushRouter } from './routes/push/push.index';
import type { PushDeps } from './routes/push/push.handlers';
import { DEFAULT_VAPID_SUBJECT, keptVapidKeys } from './push/vapid';
import { restaurantsRouter } from './routes/restaurants/restaurants.index';
import { scholarshipsRouter } from './routes/scholarships/scholarships.index';
import { teamRouter } from './routes/team/team.index';
import { silentLogger, type Logger } from './lib/logger';
import type { RequestRecord } from './lib/request-record';
import { requestLog } from './lib/request-log';
import { duringPageRender, renderPagesWithData } from './page-render';
import { appPageExists } from './app-routes';
import { serveApp } from './static';

export interface AppDeps {
  db: Database;
  distDir: string;
  /** The clock: menus generated at seed time (see openDb), the OpenMensa feed's current week; one for the app. */
  now: () => Date;
  /** Test hook: each request as it arrives; nothing is kept by the server (e2e fixtures keep their own list). */
  onRequest?: (record: RequestRecord) => void;
  /** Where the request lines and errors go; default silent (tests). */
  logger?: Logger;
  /** True once the server is shutting down: a request that arrives then is answered 503 (see server.ts close). */
  draining?: () => boolean;
  /** New housing applications per client IP (replays of a stored key are not counted). */
  rateLimit?: RateLimitOptions;
  /** Origins besides the server's own whose pages may post applications (`ALLOWED_ORIGINS`). */
  allowedOrigins?: readonly string[];
  /** Web Push: the VAPID keys and whether a loopback endpoint may subscribe (tests); default keys kept in the db. */
  push?: Omit<PushDeps, 'now' | 'logger'>;
}

const ROUTERS = [
  noticesRouter,
  scholarshipsRouter,
  newsRouter,
  menusRouter,
  restaurantsRouter,
  closuresRouter,
  faqRouter,
  linksRouter,
  documentsRouter,
  teamRouter,
  housingRouter,
  healthRouter,
];

export function createApp(deps: AppDeps): Hono {
  const logger = deps.logger ?? silentLogger;
  const app = new Hono({ strict: true });
  app.use(requestLog({ logger, onRequest: deps.onRequest, internal: duringPageRender }));
  app.use(securityHeaders);
  app.use(async (c, next) => {
    // Liveness still answers while the requests in flight finish; readiness and everything else say "not now", so a
    // load balancer takes the process out and the app's outbox keeps the application for the next server.
    if (!deps.draining?.() || c.req.path === '/api/health') return next();
    c.header('Connection', 'close');
    c.header('Retry-After', '5');
    return sendError(c, new HttpError(503, 'unavailable', 'The server is shutting down; try again shortly'));
  });
  // Outside compression: the compressed answer is what is kept.
  app.use('/api/*', microCache({ db: deps.db }));
  // Compression keeps ETag/304 working: hono/compress turns the ETag weak, and our comparison is weak.
  app.use(compress());
  // Public content: any origin may read it. Not the application post: only the app's origins may write (writeCors).
  const openCors = cors({ origin: '*', allowMethods: ['GET', 'HEAD'] });
  const writes = [`/api${APPLICATION_PATH}`, '/api/push/subscriptions', '/api/push/test'];
  app.use('/api/*', (c, next) => (writes.includes(c.req.path) ? next() : openCors(c, next)));

  // API and media share the database through the context (c.var.db).
  const content = createRouter();
  content.use(async (c, next) => {
    c.set('db', deps.db);
    await next();
  });
  const api = createRouter();
  for (const router of ROUTERS) api.route('/', router);
  api.route('/', openApiRouter(app));
  api.route('/', openMensaRouter({ now: deps.now }));
  api.route(
    '/',
    applicationsRouter({
      now: deps.now,
      ...(deps.rateLimit ? { rateLimit: deps.rateLimit } : {}),
      ...(deps.allowedOrigins ? { allowedOrigins: deps.allowedOrigins } : {}),
    }),
  );
  api.route(
    '/',
    pushRouter({
      ...(deps.push ?? { vapid: keptVapidKeys(deps.db, DEFAULT_VAPID_SUBJECT), allowLoopback: false }),
      now: deps.now,
      logger,
      ...(deps.allowedOrigins ? { allowedOrigins: deps.allowedOrigins } : {}),
    }),
  );
  content.route('/api', api);
  content.route('/', mediaRouter);
  app.route('/', content);
  // The written pages rendered with their data read it from this app, in process (cached and logged as any request).
  app.use(renderPagesWithData(deps.distDir, (request) => app.fetch(request), logger, deps.now));
  app.route('/', serveApp(deps.distDir, { pageExists: appPageExists(deps.distDir, deps.db) }));

  app.notFound((c) => sendError(c, notFound(`No route for ${c.req.method} ${new URL(c.req.url).pathname}`)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    // The path, not the URL: its query may carry what a student typed.
    logger.error(
      { reqId: c.var.requestId, method: c.req.method, path: c.req.path, err: error },
      'unexpected error',
    );
    return sendError(c, new HttpError(500, 'internal', 'Internal error'));
  });
  return app;
}
