import { useEffect, useState } from 'react';

/**
 * What `load` (a dynamic import) gives, as soon as the component is on screen; `undefined` until then, or if it
 * cannot load (offline before the service worker kept it: the next mount tries again). For a part that shows only
 * after an asynchronous read anyway. A module already loaded comes back within a microtask.
 */
export function useLoaded<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    load().then(
      (result) => !cancelled && setValue(() => result),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [load]);
  return value;
}
