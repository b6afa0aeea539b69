import type { Database } from 'better-sqlite3';
import { Cron } from 'croner';
import type { Logger } from '../lib/logger';
import { MADEIRA_TIME_ZONE } from '../lib/dates';
import { runAlerts, type AlertsDeps } from './run-alerts';

/**
 * Sends the alerts due at each minute, in the server process (croner, in the canteens' time zone). A run that outlasts
 * its minute is not overlapped by the next (`protect`); what a run sends is claimed in the database first, so the
 * office's `npm run send-alerts` at the same minute, a restart or a clock jump never sends an alert twice.
 */
export function scheduleAlerts(db: Database, deps: AlertsDeps & { logger: Logger }): { stop(): void } {
  const job = new Cron('* * * * *', { timezone: MADEIRA_TIME_ZONE, protect: true }, async () => {
    try {
      const report = await runAlerts(db, new Date(), deps);
      if (report.sent.length || report.gone.length || report.retryLater || report.failed) {
        deps.logger.info(
          {
            sent: report.sent.length,
            gone: report.gone.length,
            retryLater: report.retryLater,
            failed: report.failed,
          },
          'alerts run',
        );
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'alerts run failed');
    }
  });
  return { stop: () => job.stop() };
}
