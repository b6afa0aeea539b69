import { lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { AfterStart } from '@/components/after-start';
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
 * A part of a page below its first screen, as `React.lazy`: its chunk is fetched once the browser is idle after the
 * page shows (`AfterStart`), so it is neither in the route's first load, nor in the page's HTML, nor in the render that
 * hydrates it (decision 039). A chunk that cannot load (offline before the service worker kept it) is tried again when
 * the connection is back; meanwhile `fallback` holds its place, never an error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint (props of any shape)
export function lazyWhenIdle<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
  fallback?: ReactNode,
) {
  const Part = lazy(() =>
    new Promise<void>((resolve) => whenIdle(resolve)).then(() => loadUntilLoaded(factory)),
  );
  return (props: ComponentProps<T>) => (
    <AfterStart fallback={fallback}>
      <Part {...props} />
    </AfterStart>
  );
}
