import {
  PushKeySchema,
  PushSubscriptionSchema,
  type PushPreferences,
  type PushSubscriptionJson,
} from '@/contract/requests/push';
import { apiUrl } from '@/lib/data/api-client';
import { env } from '@/lib/data/env';
import type { AlertPreferences } from './alert-preferences';

/** The answer a push call can come to: done, refused by the student, or not now (offline, the server down). */
export type PushCallResult = 'done' | 'denied' | 'offline' | 'failed';

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const pushUrl = (path: string) => apiUrl(`/push${path}`, {}, env.VITE_FORMS_API_BASE);

/** The base64url VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** A browser's subscription as the contract has it (its endpoint and keys), or undefined if it lacks them. */
export function subscriptionJson(subscription: PushSubscription): PushSubscriptionJson | undefined {
  const parsed = PushSubscriptionSchema.safeParse(subscription.toJSON());
  return parsed.success ? parsed.data : undefined;
}

/**
 * This browser's push subscription for the app, made now if there is none (asks the student's permission). Whatever
 * goes wrong on the way (the browser's push service refuses, a key that is not one) is 'failed', for the screen to
 * say, never an error nobody sees.
 */
export async function ensureSubscription(): Promise<PushSubscriptionJson | 'denied' | 'offline' | 'failed'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  try {
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (!subscription) {
      const response = await fetch(pushUrl('/key')).catch(() => undefined);
      if (!response?.ok) return 'offline';
      const key = PushKeySchema.safeParse(await response.json().catch(() => undefined));
      if (!key.success) return 'failed';
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data.publicKey),
      });
    }
    return subscriptionJson(subscription) ?? 'failed';
  } catch (error) {
    console.warn('No push subscription', error);
    return 'failed';
  }
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker?.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function call(method: string, path: string, body: unknown): Promise<PushCallResult> {
  try {
    const response = await fetch(pushUrl(path), { method, headers: json, body: JSON.stringify(body) });
    return response.ok ? 'done' : response.status >= 500 ? 'offline' : 'failed';
  } catch {
    return 'offline';
  }
}

/** Stores (or replaces) the subscription with these preferences on the server. */
export function sendPreferences(
  subscription: PushSubscriptionJson,
  preferences: AlertPreferences,
): Promise<PushCallResult> {
  const body: PushPreferences = {
    subscription,
    lang: preferences.lang,
    digest: preferences.digest,
    watch: preferences.watch,
    housing: preferences.housing,
  };
  return call('PUT', '/subscriptions', body);
}

export const forgetSubscription = (endpoint: string) => call('DELETE', '/subscriptions', { endpoint });

export const sendTestAlert = (endpoint: string) => call('POST', '/test', { endpoint });
