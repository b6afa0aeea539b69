import { alertOf, alertTarget, openAlert } from '../lib/alert-notification';

declare const self: ServiceWorkerGlobalScope;

export function registerAlerts() {
  self.addEventListener('push', (event) => {
    const alert = alertOf(event.data);
    if (!alert) return;
    event.waitUntil(
      self.registration.showNotification(alert.title, {
        body: alert.body,
        // A day's alerts share a tag: the dinner digest takes the lunch one's place instead of piling up.
        tag: alert.tag,
        icon: '/pwa-192x192.png',
        badge: '/pwa-64x64.png',
        lang: alert.url.startsWith('/en') ? 'en' : 'pt',
        data: { url: alert.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openAlert(alertTarget(event.notification.data, self.location.origin), self.clients));
  });
}
