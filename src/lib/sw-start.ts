import { Workbox } from 'workbox-window';
import { requestOutboxReplay } from './outbox-client';

/**
 * Registers `/sw.js` with workbox-window and returns its handle (sw-registration.ts loads this after the page has
 * loaded: none of it is needed for the first paint).
 */
export function startServiceWorker(onWaiting: () => void): Workbox {
  const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  workbox.addEventListener('waiting', onWaiting);
  void (async () => {
    await workbox
      .register()
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    // Browsers without Background Sync (Safari, Firefox) send queued applications when the app starts or the
    // network returns; in Chromium this only adds an early try.
    await navigator.serviceWorker.ready;
    requestOutboxReplay();
    window.addEventListener('online', requestOutboxReplay);
  })();
  return workbox;
}
