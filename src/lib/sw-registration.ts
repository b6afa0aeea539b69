import type { Workbox } from 'workbox-window';
import { requestOutboxReplay } from './outbox-client';

type Listener = () => void;
let updateWaiting = false;
let workbox: Workbox | undefined;
const listeners = new Set<Listener>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

export const swUpdateStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => updateWaiting,
};

/** Activates the waiting service worker; the page reloads once the new one controls it. */
export function applyUpdate() {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Registers `/sw.js` after the page has loaded, so the first visit's own requests are not slowed down.
 * workbox-window is imported lazily: it is not needed for the first paint.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
    workbox.addEventListener('waiting', () => setUpdateWaiting(true));
    await workbox
      .register()
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    // Browsers without Background Sync (Safari, Firefox) send queued applications when the app starts or the
    // network returns; in Chromium this only adds an early try.
    await navigator.serviceWorker.ready;
    requestOutboxReplay();
    window.addEventListener('online', requestOutboxReplay);
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
