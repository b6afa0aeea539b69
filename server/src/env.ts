import { z } from 'zod';
import { DEFAULT_RATE_LIMIT } from './routes/applications/applications.index';

export interface ServerEnv {
  port: number;
  host: string;
  databasePath: string;
  distDir: string;
  logRequests: boolean;
  rateLimitPerMinute: number;
  rateLimitBurst: number;
}

/** A positive integer variable with a default, reported by name when it is not one. */
function positiveInt(fallback: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!given(value)) return fallback;
      const n = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (Number.isInteger(n) && n >= 1) return n;
      ctx.addIssue({ code: 'custom', message: `expected a positive integer, got ${JSON.stringify(value)}` });
      return z.NEVER;
    });
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

function given(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

const EnvSchema = z.object({
  RATE_LIMIT_PER_MINUTE: positiveInt(DEFAULT_RATE_LIMIT.perMinute),
  RATE_LIMIT_BURST: positiveInt(DEFAULT_RATE_LIMIT.burst),
  PORT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!given(value)) return 4173;
      const port = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (Number.isInteger(port) && port >= 1 && port <= 65535) return port;
      ctx.addIssue({
        code: 'custom',
        message: `expected an integer between 1 and 65535, got ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    }),
  HOST: z
    .string()
    .optional()
    .transform((value) => (given(value) ? value.trim() : '0.0.0.0')),
  DATABASE_PATH: z
    .string()
    .optional()
    .transform((value) => (given(value) ? value : 'data/sasuma.db')),
  DIST_DIR: z
    .string()
    .optional()
    .transform((value) => (given(value) ? value : 'dist')),
  LOG_REQUESTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!given(value)) return false;
      const normalized = value.trim().toLowerCase();
      if (TRUE.includes(normalized)) return true;
      if (FALSE.includes(normalized)) return false;
      ctx.addIssue({
        code: 'custom',
        message: `expected one of ${[...TRUE, ...FALSE].join(', ')}, got ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    }),
});

/** Validates the server's environment; the Error lists every bad variable (`PORT: expected ..., got "abc"`). */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.map(String).join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    port: env.PORT,
    host: env.HOST,
    databasePath: env.DATABASE_PATH,
    distDir: env.DIST_DIR,
    logRequests: env.LOG_REQUESTS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitBurst: env.RATE_LIMIT_BURST,
  };
}
