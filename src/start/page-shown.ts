import { useEffect } from 'react';

let whenShown: (() => void) | undefined;

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
  useEffect(() => {
    const callback = whenShown;
    whenShown = undefined;
    callback?.();
  }, []);
  return null;
}
