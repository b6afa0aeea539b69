import { useEffect, useState, type RefObject } from 'react';

/** A lazily imported part (a slider's chunk) that renders at once once loaded, with no flash on a later mount. */
export interface DeferredPart<T> {
  loaded?: T;
  /** `undefined` when its chunk could not load (offline before it was cached): the next call tries again. */
  load(): Promise<T | undefined>;
}

export function deferredPart<T>(factory: () => Promise<T>): DeferredPart<T> {
  let request: Promise<T | undefined> | undefined;
  const part: DeferredPart<T> = {
    load: () =>
      (request ??= factory().then(
        (value) => (part.loaded = value),
        () => (request = undefined),
      )),
  };
  return part;
}

export function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 1500);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 3000 });
  return () => window.cancelIdleCallback(handle);
}

/** The user reaching for the part: reason enough to load it before the browser is idle. */
const REACH = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * `part` once the element is near the screen (half a screen ahead) and the browser is then idle, or at once when the
 * user reaches for it (pointer, touch, focus); `undefined` until then. A slider below the fold then costs nothing at
 * start: Swiper's set-up measures the whole page (a forced layout) and was the longest task of a first visit
 * (decision 039). The platform's observer, not react-intersection-observer: its 1.3 KB gzip would take the food
 * screen's first load over its 135 KB budget.
 */
export function useWhenReached<T>(
  element: RefObject<HTMLElement | null>,
  part: DeferredPart<T>,
  /** `false`: only the user reaching for it loads the part, not the browser's idle time. */
  { whenIdle: idleToo = true } = {},
) {
  const [value, setValue] = useState(() => part.loaded);
  const loaded = value !== undefined;

  useEffect(() => {
    const target = element.current;
    if (loaded || !target) return;
    // A function (a component) would be called by setState: wrapped. A failed load leaves the plain version, which
    // works on its own, and these listeners: the next reach tries again.
    const load = () => void part.load().then((result) => setValue(() => result));
    let cancelIdle: (() => void) | undefined;
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        cancelIdle = whenIdle(load);
      },
      { rootMargin: '50% 0px' },
    );
    if (idleToo) near.observe(target);
    for (const type of REACH) target.addEventListener(type, load, { passive: true });
    // Reached before these listeners were there (between the app's render and this effect): no event will say so.
    if (target.matches(':focus-within, :hover')) load();
    return () => {
      near.disconnect();
      cancelIdle?.();
      for (const type of REACH) target.removeEventListener(type, load);
    };
  }, [element, part, loaded, idleToo]);

  return value;
}
