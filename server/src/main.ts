import { SeedError } from './db/read-seed';
import { StartRefusedError } from './db/start-refused';
import { parseEnv, type ServerEnv } from './env';
import { startServer, type RunningServer } from './server';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let env: ServerEnv;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  let server: RunningServer;
  try {
    server = await startServer({
      port: env.port,
      host: env.host,
      databasePath: env.databasePath,
      distDir: env.distDir,
      logRequests: env.logRequests,
      rateLimit: { perMinute: env.rateLimitPerMinute, burst: env.rateLimitBurst },
      allowedOrigins: env.allowedOrigins,
      allowNewDatabase: env.allowNewDatabase,
    });
  } catch (error) {
    if (error instanceof SeedError || error instanceof StartRefusedError) fail(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`Port ${env.port} is already in use: stop the other server or set PORT.`);
    }
    throw error;
  }
  console.log(`SASUMA listening on http://localhost:${server.port}`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

void main();
