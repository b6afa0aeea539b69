import { Workbox } from 'workbox-window';

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
  return workbox;
}
