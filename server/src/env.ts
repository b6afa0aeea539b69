import { z } from 'zod';
import { LOG_LEVELS } from './lib/logger';
import { DEFAULT_VAPID_SUBJECT } from './push/vapid';
import { DEFAULT_RATE_LIMIT } from './routes/applications/applications.index';
import { DEFAULT_APPLICATION_RETENTION_DAYS } from './routes/applications/applications.retention';
import { DEFAULT_PUSH_LIMITS } from './routes/push/push.handlers';

const integer = (fallback: number, error: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error }).int().min(1).max(max).default(fallback);

/** `https://sasuma.uma.pt` as a browser sends it in `Origin` (a trailing `/` is dropped); undefined if not an origin. */
function httpOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const bare = url.pathname === '/' && !/[?#@]/.test(value.slice(url.protocol.length));
  return bare && /^https?:$/.test(url.protocol) ? url.origin : undefined;
}

/** A comma-separated list of http(s) origins; every entry that is not one is named. */
const origins = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !httpOrigin(entry));
  if (bad.length > 0) {
    const named = bad.map((entry) => JSON.stringify(entry)).join(', ');
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: `expected comma-separated http(s) origins such as https://sasuma.uma.pt; not an origin: ${named}`,
    });
  }
  return entries.map((entry) => httpOrigin(entry) ?? entry);
});

const EnvSchema = z
  .object({
    PORT: integer(4173, 'expected an integer between 1 and 65535', 65535),
    HOST: z.string().trim().default('0.0.0.0'),
    DATABASE_PATH: z.string().default('data/sasuma.db'),
    DIST_DIR: z.string().default('dist'),
    // React and the router read it when the page renderer loads them: unset, they run their development builds, a
    // third slower per rendered page. The server runs the production build, so production is the default.
    NODE_ENV: z
      .enum(['production', 'development', 'test'], { error: 'expected production, development or test' })
      .default('production'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    RATE_LIMIT_PER_MINUTE: integer(DEFAULT_RATE_LIMIT.perMinute, 'expected a positive integer'),
    RATE_LIMIT_BURST: integer(DEFAULT_RATE_LIMIT.burst, 'expected a positive integer'),
    ALLOWED_ORIGINS: origins.default([]),
    ALLOW_NEW_DATABASE: z.stringbool({ error: 'expected true/false, 1/0, yes/no or on/off' }).default(false),
    // A hundred years at most: a larger value is a typo (milliseconds, or seconds), not a retention rule.
    APPLICATION_RETENTION_DAYS: integer(
      DEFAULT_APPLICATION_RETENTION_DAYS,
      'expected a whole number of days, 1 to 36500',
      36_500,
    ),
    // Web Push (issue 30): the keys a deployment keeps (made once and kept in the database when unset), who the push
    // services may contact, whether the server sends the alerts itself, and loopback endpoints for tests only.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'expected a base64url VAPID public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'expected a base64url VAPID private key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'expected a mailto: or https: address')
      .default(DEFAULT_VAPID_SUBJECT),
    ALERTS_SCHEDULE: z.stringbool({ error: 'expected true/false, 1/0, yes/no or on/off' }).default(true),
    PUSH_ALLOW_LOOPBACK: z.stringbool({ error: 'expected true/false, 1/0, yes/no or on/off' }).default(false),
    PUSH_NEW_PER_ADDRESS_PER_HOUR: integer(
      DEFAULT_PUSH_LIMITS.perAddressPerHour,
      'expected a positive integer',
    ),
    PUSH_MAX_SUBSCRIPTIONS: integer(DEFAULT_PUSH_LIMITS.total, 'expected a positive integer'),
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    databasePath: env.DATABASE_PATH,
    distDir: env.DIST_DIR,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitBurst: env.RATE_LIMIT_BURST,
    allowedOrigins: env.ALLOWED_ORIGINS,
    allowNewDatabase: env.ALLOW_NEW_DATABASE,
    applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    push: {
      vapid: {
        publicKey: env.VAPID_PUBLIC_KEY,
        privateKey: env.VAPID_PRIVATE_KEY,
        subject: env.VAPID_SUBJECT,
      },
      schedule: env.ALERTS_SCHEDULE,
      allowLoopback: env.PUSH_ALLOW_LOOPBACK,
      limits: { perAddressPerHour: env.PUSH_NEW_PER_ADDRESS_PER_HOUR, total: env.PUSH_MAX_SUBSCRIPTIONS },
    },
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
