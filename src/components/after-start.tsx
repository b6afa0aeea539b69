import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

let shown = false;
const listeners = new Set<() => void>();

/** `callback`, once, when the page's content is first on screen (`PageShown`): rendered, or hydrated. */
export function onPageShown(callback: () => void): void {
  const once = () => {
    listeners.delete(once);
    callback();
  };
  listeners.add(once);
}

/** The page's content is the app's: `PageShown`'s effect, or a start that rendered over the shell once it has. */
export function markPageShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * Rendered beside the language layout's outlet, inside the one Suspense boundary around a page's content
 * (src/start/router.tsx): React hydrates such a boundary in a pass of its own, after the root's, so an effect at the
 * root runs while the content is still the HTML alone. This one runs once the content is the app's.
 */
export function PageShown(): null {
  useEffect(markPageShown, []);
  return null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A lazy part of the layout or a page: never in HTML written in advance (the build's pages, our server's lists), and
 * not in the render that hydrates it, so the two are the same; rendered, and its chunk fetched, once the page's
 * content is the app's (`PageShown`). Not as soon as the root is hydrated: a fallback shown then made React hold the
 * content's own hydration back by its 300 ms throttle of Suspense reveals (a cold start from the icon, ~0.35 s).
 * Until then, and while its chunk loads, `fallback` holds its place.
 */
export function AfterStart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const pageShown = useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
  return pageShown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
