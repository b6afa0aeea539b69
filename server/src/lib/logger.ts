import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's one logger: a JSON line per event on stdout, for whatever collects the process's output (journald,
 * docker, a file). Written synchronously: a line is out before the next request is served, none is lost when the
 * process exits, and no buffer grows in memory while stdout is slow. Lines never carry a request's body or its query
 * values (request-log.ts): the application form is personal data, and the app's URLs carry what students search for.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"info" rather than 30: readable by a person and by any collector.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** For tests and tools that want no output. */
export const silentLogger: Logger = pino({ level: 'silent' });
