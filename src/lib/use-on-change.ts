import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when `value` changes from one render to a later one, never for the value it mounts with: a search
 * box follows the URL's term on back/forward, but at mount it may hold text typed before the app hydrated the page.
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const seen = useRef(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    latest.current(value);
  }, [value]);
}
