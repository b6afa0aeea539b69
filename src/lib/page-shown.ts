import { useEffect, useSyncExternalStore } from 'react';

let whenShown: (() => void) | undefined;
let shown = false;
const listeners = new Set<() => void>();

/** `callback`, once, when the page's content is first on screen (`PageShown`): rendered, or hydrated. */
export function onPageShown(callback: () => void): void {
  whenShown = callback;
}

/**
 * Rendered beside the language layout's outlet, inside the one Suspense boundary around a page's content
 * (src/router.ts): React hydrates such a boundary in a pass of its own, after the root's, so an effect at the root runs
 * while the content is still the HTML alone. This one runs once the content is the app's.
 */
export function PageShown(): null {
  useEffect(markPageShown, []);
  return null;
}

/** The page's content is the app's: `PageShown`'s effect, or a start that rendered over the shell once it has. */
export function markPageShown(): void {
  const callback = whenShown;
  whenShown = undefined;
  callback?.();
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False in HTML and in the render that hydrates it; true once the page's content is the app's (`PageShown`). */
export function usePageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
