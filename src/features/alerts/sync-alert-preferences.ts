import { loadPreferences, savePreferences } from './alert-preferences';
import {
  currentSubscription,
  forgetSubscription,
  sendPreferences,
  subscriptionJson,
} from './push-subscription';

/**
 * Sends what the student changed while offline (`pending`, or a subscription to `forget`), once the network is back:
 * when the alerts screen opens, when the connection returns, and at the app's start. True when something was sent.
 */
export async function syncPendingPreferences(lang: 'pt' | 'en'): Promise<boolean> {
  const preferences = loadPreferences(lang);
  let sent = false;
  if (preferences.forget && (await forgetSubscription(preferences.forget)) === 'done') {
    savePreferences({ ...preferences, forget: undefined });
    sent = true;
  }
  if (!preferences.pending || !preferences.enabled) return sent;
  const subscription = await currentSubscription();
  const json = subscription && subscriptionJson(subscription);
  if (!json || (await sendPreferences(json, preferences)) !== 'done') return sent;
  savePreferences({ ...loadPreferences(lang), pending: false });
  return true;
}
