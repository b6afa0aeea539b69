import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { whenIdle } from './use-when-reached';

/**
 * After a failed chunk load: the connection's return, or a minute (a network that came back without an event). What
 * comes second resolves nothing; a listener the minute outran goes with the next `online`.
 */
const retryLater = () =>
  new Promise<void>((resolve) => {
    window.setTimeout(resolve, 60_000);
    window.addEventListener('online', () => resolve(), { once: true });
  });

/**
 * `load` (a dynamic import) until it succeeds: after a failure (told to `onFailure`), again when the connection is
 * back, or a minute on.
 */
export function loadUntilLoaded<T>(load: () => Promise<T>, onFailure?: () => void): Promise<T> {
  return load().catch(() => {
    onFailure?.();
    return retryLater().then(() => loadUntilLoaded(load, onFailure));
  });
}

/**
 * `React.lazy` for a part of a page below its first screen: its chunk is fetched once the browser is idle after the
 * page shows, so it is neither in the route's first load nor in its first render's work (decision 039). A chunk that
 * cannot load (offline before the service worker kept it) is tried again when the connection is back; meanwhile the
 * Suspense fallback shows, never an error. Rendered inside `AfterStart` (components/after-start.tsx), it is never in a
 * page's HTML nor in the render that hydrates it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint (props of any shape)
export function lazyWhenIdle<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => new Promise<void>((resolve) => whenIdle(resolve)).then(() => loadUntilLoaded(factory)));
}
