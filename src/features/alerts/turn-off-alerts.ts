import {
  forgetPreferences,
  loadPreferences,
  savePreferences,
  type AlertPreferences,
} from './alert-preferences';

/**
 * Turns the alerts off, on this device and on the server: the browser's push subscription is dropped (its endpoint
 * is dead from then on), the choices kept on the device are deleted, and the server is told to forget the
 * subscription. Offline, only the endpoint waits on the device, to be forgotten by the server when the network
 * returns (sync-alert-preferences.ts); nothing else of the choices is kept. The alerts screen's "off" and "My data on
 * this device" both use it.
 */
export async function turnOffAlerts(
  lang: 'pt' | 'en',
): Promise<{ preferences: AlertPreferences; serverTold: boolean }> {
  const calls = await import('./push-subscription').catch(() => undefined);
  const subscription = await calls?.currentSubscription().catch(() => null);
  const endpoint = subscription?.endpoint;
  await subscription?.unsubscribe().catch(() => undefined);
  forgetPreferences();
  const result = endpoint && calls ? await calls.forgetSubscription(endpoint) : 'done';
  const off = { ...loadPreferences(lang), lang };
  if (result !== 'done' && endpoint) savePreferences({ ...off, forget: endpoint });
  return { preferences: off, serverTold: result === 'done' };
}
