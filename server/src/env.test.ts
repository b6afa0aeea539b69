import { describe, expect, test } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  test('defaults', () => {
    expect(parseEnv({})).toEqual({
      port: 4173,
      host: '0.0.0.0',
      databasePath: 'data/sasuma.db',
      distDir: 'dist',
      logRequests: false,
    });
  });

  test('values from the environment', () => {
    expect(
      parseEnv({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_PATH: '/tmp/a.db',
        DIST_DIR: 'build',
        LOG_REQUESTS: 'TRUE',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databasePath: '/tmp/a.db',
      distDir: 'build',
      logRequests: true,
    });
    expect(parseEnv({ LOG_REQUESTS: '0', PORT: '' }).logRequests).toBe(false);
    expect(parseEnv({ LOG_REQUESTS: 'yes' }).logRequests).toBe(true);
  });

  test.each(['abc', '0', '65536', '80.5', '-1'])('PORT=%s is rejected with a clear message', (value) => {
    expect(() => parseEnv({ PORT: value })).toThrow(
      `PORT: expected an integer between 1 and 65535, got ${JSON.stringify(value)}`,
    );
  });

  test('every bad variable is listed', () => {
    let message = '';
    try {
      parseEnv({ PORT: 'abc', LOG_REQUESTS: 'maybe' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: expected an integer between 1 and 65535, got "abc"');
    expect(message).toContain(
      'LOG_REQUESTS: expected one of 1, true, yes, on, 0, false, no, off, got "maybe"',
    );
  });
});
