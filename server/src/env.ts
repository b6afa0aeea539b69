import { z } from 'zod';
import { DEFAULT_RATE_LIMIT } from './routes/applications/applications.index';

const integer = (fallback: number, error: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error }).int().min(1).max(max).default(fallback);

const EnvSchema = z
  .object({
    PORT: integer(4173, 'expected an integer between 1 and 65535', 65535),
    HOST: z.string().trim().default('0.0.0.0'),
    DATABASE_PATH: z.string().default('data/sasuma.db'),
    DIST_DIR: z.string().default('dist'),
    LOG_REQUESTS: z.stringbool({ error: 'expected true/false, 1/0, yes/no or on/off' }).default(false),
    RATE_LIMIT_PER_MINUTE: integer(DEFAULT_RATE_LIMIT.perMinute, 'expected a positive integer'),
    RATE_LIMIT_BURST: integer(DEFAULT_RATE_LIMIT.burst, 'expected a positive integer'),
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    databasePath: env.DATABASE_PATH,
    distDir: env.DIST_DIR,
    logRequests: env.LOG_REQUESTS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitBurst: env.RATE_LIMIT_BURST,
  }));

export type ServerEnv = z.output<typeof EnvSchema>;

/** Validates the server's environment (blank counts as unset); the Error names every bad variable and its value. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
  const result = EnvSchema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}: ${issue.message}, got ${JSON.stringify(source[name])}`;
  });
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}
