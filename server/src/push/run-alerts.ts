import type { Database } from 'better-sqlite3';
import { alertTexts } from './alert-texts';
import { alertsDue, type DueAlert } from './alerts-due';
import type { MenuSource } from './menu-source';
import {
  claimAlert,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  markAlertSent,
  releaseAlert,
} from './push-store';
import type { EndpointRules } from './public-endpoint';
import { sendAlert, type SendOptions, type SendResult } from './send-alert';
import type { VapidKeys } from './vapid';

export interface AlertsDeps {
  vapid: VapidKeys;
  source: MenuSource;
  /** The sender (web-push); tests may watch it, never replace the push service with it. */
  send?: typeof sendAlert;
  backoffMs?: number;
  /** Which endpoints may be posted to (`PUSH_ALLOW_LOOPBACK`; a resolver in tests). */
  endpoints?: EndpointRules;
}

/** What one run did: each alert sent (to whom, what), subscriptions found gone, and what is left for a later run. */
export interface RunReport {
  sent: Array<{ endpoint: string; key: string; title: string }>;
  gone: string[];
  retryLater: number;
  failed: number;
}

async function deliver(
  db: Database,
  alert: DueAlert,
  at: Date,
  deps: AlertsDeps,
): Promise<SendResult | undefined> {
  const { endpoint } = alert.subscription;
  // Claimed before it is sent: a second run of the same minute (the scheduler and the office's command, or a restart)
  // finds the claim and sends nothing.
  if (!claimAlert(db, endpoint, alert.key, at)) return undefined;
  const options: SendOptions = {
    vapid: deps.vapid,
    ttlSeconds: alert.ttlSeconds,
    ...(deps.backoffMs !== undefined ? { backoffMs: deps.backoffMs } : {}),
    ...(deps.endpoints ? { endpoints: deps.endpoints } : {}),
  };
  const result = await (deps.send ?? sendAlert)(alert.subscription, alert.payload, options);
  if (result === 'sent' || result === 'failed' || result === 'refused') {
    // A failure the push service will not take back (4xx), or an endpoint no longer public, is not repeated every
    // minute either.
    markAlertSent(db, endpoint, alert.key, at);
    for (const key of alert.alsoRecords ?? []) {
      if (claimAlert(db, endpoint, key, at)) markAlertSent(db, endpoint, key, at);
    }
  } else if (result === 'gone') {
    deleteSubscription(db, endpoint);
  } else {
    releaseAlert(db, endpoint, alert.key);
  }
  return result;
}

/** Sends every alert due at `at` (a Madeira minute) that was not sent before; what it did, for logs and the command. */
export async function runAlerts(db: Database, at: Date, deps: AlertsDeps): Promise<RunReport> {
  const report: RunReport = { sent: [], gone: [], retryLater: 0, failed: 0 };
  for (const alert of alertsDue(db, at, listSubscriptions(db), deps.source)) {
    // A subscription found gone earlier in this run takes its other alerts with it.
    if (report.gone.includes(alert.subscription.endpoint)) continue;
    const result = await deliver(db, alert, at, deps);
    if (result === 'sent')
      report.sent.push({ endpoint: alert.subscription.endpoint, key: alert.key, title: alert.payload.title });
    else if (result === 'gone') report.gone.push(alert.subscription.endpoint);
    else if (result === 'retry') report.retryLater += 1;
    else if (result === 'failed' || result === 'refused') report.failed += 1;
  }
  return report;
}

/** The alerts screen's test button: one alert now, to this subscription, in its language. */
export async function sendTestAlert(
  db: Database,
  endpoint: string,
  deps: Pick<AlertsDeps, 'vapid' | 'send' | 'backoffMs' | 'endpoints'>,
): Promise<SendResult | 'unknown'> {
  const subscription = getSubscription(db, endpoint);
  if (!subscription) return 'unknown';
  const lang = subscription.lang;
  const result = await (deps.send ?? sendAlert)(
    subscription,
    {
      kind: 'test',
      title: alertTexts.testTitle(lang),
      body: alertTexts.testBody(lang),
      tag: 'sasuma-test',
      url: lang === 'en' ? '/en/alertas' : '/alertas',
    },
    {
      vapid: deps.vapid,
      ttlSeconds: 300,
      ...(deps.backoffMs !== undefined ? { backoffMs: deps.backoffMs } : {}),
      ...(deps.endpoints ? { endpoints: deps.endpoints } : {}),
    },
  );
  if (result === 'gone') deleteSubscription(db, endpoint);
  return result;
}
