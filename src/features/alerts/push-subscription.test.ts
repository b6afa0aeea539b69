import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ensureSubscription } from './push-subscription';

const KEY = 'B'.repeat(87);

function browserWith(subscribe: () => Promise<PushSubscription>, keyAnswer: unknown = { publicKey: KEY }) {
  vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve('granted') });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      ready: Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null), subscribe } }),
    },
  });
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json(keyAnswer)));
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("[PUSH-01] the browser's push service refusing is 'failed', for the screen to say, not an uncaught error", async () => {
  browserWith(() =>
    Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')),
  );
  await expect(ensureSubscription()).resolves.toBe('failed');
});

test("[PUSH-01] a server key that is not one is 'failed' too", async () => {
  browserWith(() => Promise.reject(new Error('not reached')), { publicKey: '<script>' });
  await expect(ensureSubscription()).resolves.toBe('failed');
});
