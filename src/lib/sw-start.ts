import { Workbox } from 'workbox-window';
import { startOutboxRunner } from './outbox-client';

/**
 * Registers `/sw.js` with workbox-window and returns its handle (sw-registration.ts loads this after the page has
 * loaded: none of it is needed for the first paint).
 */
export function startServiceWorker(onWaiting: () => void): Workbox {
  const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  workbox.addEventListener('waiting', onWaiting);
  void workbox
    .register()
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
  // Applications left waiting are sent from the page too, whatever the browser offers (Safari and Firefox have no
  // Background Sync; a worker's own timer dies with it).
  startOutboxRunner();
  return workbox;
}
