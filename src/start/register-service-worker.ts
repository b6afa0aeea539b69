import { offerUpdate } from '@/components/layout/update-prompt';

/**
 * Registers `/sw.js` after the page has loaded, so the first visit's own requests are not slowed down; workbox-window
 * is imported then (not needed for the first paint). `withWorker` runs once it is registered (the outbox's runner,
 * src/outbox/). A new version waiting is offered to the student (the update prompt); once accepted it takes control
 * and the page reloads.
 */
export function registerServiceWorker(withWorker: () => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
    workbox.addEventListener('waiting', () =>
      offerUpdate(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
    void workbox
      .register()
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    withWorker();
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
