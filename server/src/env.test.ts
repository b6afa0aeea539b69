import { describe, expect, test } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  test('defaults', () => {
    expect(parseEnv({})).toEqual({
      port: 4173,
      host: '0.0.0.0',
      databasePath: 'data/sasuma.db',
      distDir: 'dist',
      nodeEnv: 'production',
      logLevel: 'info',
      rateLimitPerMinute: 60,
      rateLimitBurst: 1000,
      allowedOrigins: [],
      allowNewDatabase: false,
      applicationRetentionDays: 1096,
      push: {
        vapid: { publicKey: undefined, privateKey: undefined, subject: 'mailto:sas@staff.uma.pt' },
        schedule: true,
        allowLoopback: false,
        limits: { perAddressPerHour: 20, total: 50_000 },
      },
    });
  });

  test('NODE_ENV is production unless told otherwise; a typo is refused', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(() => parseEnv({ NODE_ENV: 'prod' })).toThrow(
      /NODE_ENV: expected production, development or test/,
    );
  });

  test('[PUSH-02] VAPID keys come as a pair; the alerts scheduler and loopback endpoints are yes/no', () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      /VAPID_PRIVATE_KEY.*set both or neither/,
    );
    expect(parseEnv({ ALERTS_SCHEDULE: 'off', PUSH_ALLOW_LOOPBACK: 'true' }).push).toMatchObject({
      schedule: false,
      allowLoopback: true,
    });
    expect(() => parseEnv({ VAPID_SUBJECT: 'sas@uma.pt' })).toThrow(/VAPID_SUBJECT/);
  });

  test('values from the environment', () => {
    expect(
      parseEnv({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_PATH: '/tmp/a.db',
        DIST_DIR: 'build',
        LOG_LEVEL: 'debug',
        RATE_LIMIT_PER_MINUTE: '120',
        RATE_LIMIT_BURST: '10',
        ALLOW_NEW_DATABASE: 'true',
        APPLICATION_RETENTION_DAYS: '365',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databasePath: '/tmp/a.db',
      distDir: 'build',
      nodeEnv: 'production',
      logLevel: 'debug',
      rateLimitPerMinute: 120,
      rateLimitBurst: 10,
      allowedOrigins: [],
      allowNewDatabase: true,
      applicationRetentionDays: 365,
      push: expect.any(Object),
    });
    expect(parseEnv({ LOG_LEVEL: '', PORT: '' }).logLevel).toBe('info');
    expect(parseEnv({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  test.each(['abc', '0', '65536', '80.5', '-1'])('PORT=%s is rejected with a clear message', (value) => {
    expect(() => parseEnv({ PORT: value })).toThrow(
      `PORT: expected an integer between 1 and 65535, got ${JSON.stringify(value)}`,
    );
  });

  test.each(['0', '3y', '1.5', '36501'])(
    '[LAW-04] APPLICATION_RETENTION_DAYS=%s is rejected by name',
    (value) => {
      expect(() => parseEnv({ APPLICATION_RETENTION_DAYS: value })).toThrow(
        `APPLICATION_RETENTION_DAYS: expected a whole number of days, 1 to 36500, got ${JSON.stringify(value)}`,
      );
    },
  );

  test('a rate limit that is not a positive integer is rejected by name', () => {
    expect(() => parseEnv({ RATE_LIMIT_BURST: '0' })).toThrow(
      'RATE_LIMIT_BURST: expected a positive integer, got "0"',
    );
  });

  test('[OUT-16] ALLOWED_ORIGINS: a comma-separated list of origins, as browsers send them', () => {
    expect(parseEnv({ ALLOWED_ORIGINS: 'https://sasuma.uma.pt,https://app.example' }).allowedOrigins).toEqual(
      ['https://sasuma.uma.pt', 'https://app.example'],
    );
    // Spaces, a trailing slash, upper case, an empty entry and a default port are tolerated and normalised.
    expect(
      parseEnv({ ALLOWED_ORIGINS: ' https://SASUMA.uma.pt/ , http://localhost:5173,, https://a.example:443' })
        .allowedOrigins,
    ).toEqual(['https://sasuma.uma.pt', 'http://localhost:5173', 'https://a.example']);
    expect(parseEnv({ ALLOWED_ORIGINS: '  ' }).allowedOrigins).toEqual([]);
  });

  test.each([
    '*',
    'sasuma.uma.pt',
    'ftp://sasuma.uma.pt',
    'https://sasuma.uma.pt/candidatura',
    'https://sasuma.uma.pt?x',
    'null',
  ])('[OUT-16] ALLOWED_ORIGINS=%s is rejected with a message naming the variable', (value) => {
    expect(() => parseEnv({ ALLOWED_ORIGINS: `https://ok.example,${value}` })).toThrow(
      `ALLOWED_ORIGINS: expected comma-separated http(s) origins such as https://sasuma.uma.pt; not an origin: ${JSON.stringify(value)}`,
    );
  });

  test('[OPS-02] ALLOW_NEW_DATABASE is a yes/no, off unless set', () => {
    expect(parseEnv({ ALLOW_NEW_DATABASE: 'yes' }).allowNewDatabase).toBe(true);
    expect(() => parseEnv({ ALLOW_NEW_DATABASE: 'please' })).toThrow(
      'ALLOW_NEW_DATABASE: expected true/false, 1/0, yes/no or on/off, got "please"',
    );
  });

  test('every bad variable is listed', () => {
    let message = '';
    try {
      parseEnv({ PORT: 'abc', LOG_LEVEL: 'verbose' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: expected an integer between 1 and 65535, got "abc"');
    expect(message).toContain(
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
  });
});
