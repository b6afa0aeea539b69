import type { Workbox } from 'workbox-window';

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
 * Registers `/sw.js` after the page has loaded, so the first visit's own requests are not slowed down. workbox-window
 * and the registration are a chunk of their own (sw-start.ts): not needed for the first paint. `withWorker` runs once
 * it is registered (the outbox's runner, src/outbox/).
 */
export function registerServiceWorker(withWorker: () => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    const { startServiceWorker } = await import('./sw-start');
    workbox = startServiceWorker(() => setUpdateWaiting(true));
    withWorker();
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
