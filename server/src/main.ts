import { getHeapStatistics } from 'node:v8';
import { SeedError } from './db/read-seed';
import { StartRefusedError } from './db/start-refused';
import { parseEnv, type ServerEnv } from './env';
import { createLogger, type Logger } from './lib/logger';
import { startServer, type RunningServer } from './server';

/**
 * Past this heap limit, V8 sized its heap from the machine's memory (a quarter of it: 4 GiB on 16 GiB and more), not
 * from `npm run serve`'s flags: its young generation grows to 128 MiB and the old one to up to 4 × what is live
 * before a full GC, and the process settles at 550–650 MiB of RSS where 250 would do (issue 43).
 */
const UNBOUNDED_HEAP_MIB = 2048;

/** How long the requests in flight may take to finish after SIGTERM or SIGINT (an application post takes milliseconds). */
const SHUTDOWN_GRACE_MS = 10_000;

function fail(logger: Logger, message: string): never {
  logger.fatal(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let env: ServerEnv;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    fail(createLogger('info'), (error as Error).message);
  }
  const logger = createLogger(env.logLevel);
  // Before the page renderer is imported (page-render.ts loads it at start), so React's production build is the one
  // it gets.
  process.env.NODE_ENV = env.nodeEnv;
  let server: RunningServer;
  try {
    server = await startServer({
      port: env.port,
      host: env.host,
      databasePath: env.databasePath,
      distDir: env.distDir,
      logger,
      rateLimit: { perMinute: env.rateLimitPerMinute, burst: env.rateLimitBurst },
      allowedOrigins: env.allowedOrigins,
      allowNewDatabase: env.allowNewDatabase,
      applicationRetentionDays: env.applicationRetentionDays,
      push: env.push,
    });
  } catch (error) {
    if (error instanceof SeedError || error instanceof StartRefusedError) fail(logger, error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(logger, `Port ${env.port} is already in use: stop the other server or set PORT.`);
    }
    logger.fatal({ err: error }, 'the server did not start');
    process.exit(1);
  }
  const heapLimitMiB = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
  logger.info(
    { port: server.port, database: env.databasePath, heapLimitMiB },
    `listening on http://localhost:${server.port}`,
  );
  if (heapLimitMiB >= UNBOUNDED_HEAP_MIB) {
    logger.warn(
      { heapLimitMiB },
      'the heap is sized from the machine, not bounded: start with npm run serve (node --max-old-space-size=256 ' +
        '--max-semi-space-size=16 server/dist/main.js) or the memory settles far higher than the server needs',
    );
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      // A second signal (Ctrl-C twice): no more waiting; the database still closes cleanly.
      logger.warn({ signal }, 'closing the connections left now');
      void server.close({ graceMs: 0 });
      return;
    }
    stopping = true;
    const started = performance.now();
    const closed = server.close({ graceMs: SHUTDOWN_GRACE_MS });
    // Logged once the listening socket is closed: from this line on no connection is accepted.
    logger.info(
      { signal, graceMs: SHUTDOWN_GRACE_MS },
      'closing: no new connections; requests in flight finish',
    );
    closed.then(
      () => {
        logger.info({ ms: Math.round(performance.now() - started) }, 'closed: database closed, exiting');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'the server did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
