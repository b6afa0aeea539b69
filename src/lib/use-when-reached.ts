import { useEffect, useState, type RefObject } from 'react';

/** A lazily imported part (a slider's chunk) that renders at once once loaded, with no flash on a later mount. */
export interface DeferredPart<T> {
  readonly loaded: T | undefined;
  load(): Promise<T>;
}

export function deferredPart<T>(factory: () => Promise<T>): DeferredPart<T> {
  let loaded: T | undefined;
  let request: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      request ??= factory().then(
        (value) => (loaded = value),
        (error: unknown) => {
          // Offline before the chunk was cached: the next reach tries again.
          request = undefined;
          throw error;
        },
      );
      return request;
    },
  };
}

/** What makes a part worth loading before the browser is idle: the user reaching for it. */
const INTERACTION_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

/** Near the screen: within half a screen's height of it. */
const NEAR = '50% 0px';

export function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 1500);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 3000 });
  return () => window.cancelIdleCallback(handle);
}

/** Calls `callback` once the element is near the screen and the browser is then idle; returns a cancel. */
function whenNearAndIdle(target: HTMLElement, callback: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return whenIdle(callback);
  let cancelIdle: (() => void) | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(callback);
    },
    { rootMargin: NEAR },
  );
  observer.observe(target);
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
}

/**
 * `part` once the element is near the screen and the browser is idle, or at once when the user reaches for it
 * (pointer, touch, focus); `undefined` until then. A slider below the fold then costs nothing at start: Swiper's
 * set-up measures the whole page (a forced layout) and was the longest task of a first visit (decision 039).
 */
export function useWhenReached<T>(
  element: RefObject<HTMLElement | null>,
  part: DeferredPart<T>,
  /** `false`: only the user reaching for it loads the part, not the browser's idle time. */
  { whenIdle: idleToo = true } = {},
) {
  const [value, setValue] = useState<T | undefined>(() => part.loaded);
  const loaded = value !== undefined;

  useEffect(() => {
    const target = element.current;
    if (loaded || !target) return;
    let cancelled = false;
    let cancelIdle: (() => void) | undefined;
    const listen = () => {
      for (const type of INTERACTION_EVENTS)
        target.addEventListener(type, load, { once: true, passive: true });
    };
    const stop = () => {
      cancelIdle?.();
      for (const type of INTERACTION_EVENTS) target.removeEventListener(type, load);
    };
    function load() {
      stop();
      part.load().then(
        (result) => {
          // A function (a component) would be called by setState: wrap it.
          if (!cancelled) setValue(() => result);
        },
        // Offline before the chunk was cached: the plain version stays, which works on its own; the user's next
        // reach tries again.
        () => {
          if (!cancelled) listen();
        },
      );
    }
    // Reached before these listeners were there (the moment between the app's render and this effect).
    if (target.contains(document.activeElement) || target.matches(':hover')) load();
    else {
      listen();
      if (idleToo) cancelIdle = whenNearAndIdle(target, load);
    }
    return () => {
      cancelled = true;
      stop();
    };
  }, [element, part, loaded, idleToo]);

  return value;
}
