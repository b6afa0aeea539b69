import { isIosSafari, isStandalone } from '@/components/layout/install-detection';

/**
 * Whether this browser can get menu alerts, and if not why, so the screen says what to do instead of offering a dead
 * button: iOS gives Web Push only to an app added to the home screen (16.4+); a student may have blocked notifications.
 */
export type AlertsSupport = 'ready' | 'unsupported' | 'ios-not-installed' | 'blocked';

export function alertsSupport(win: Window = window): AlertsSupport {
  const nav = win.navigator;
  if (isIosSafari(nav.userAgent, nav.maxTouchPoints) && !isStandalone(win)) return 'ios-not-installed';
  const notification = (win as Window & { Notification?: typeof Notification }).Notification;
  if (!('serviceWorker' in nav) || !('PushManager' in win) || !notification) return 'unsupported';
  return notification.permission === 'denied' ? 'blocked' : 'ready';
}
