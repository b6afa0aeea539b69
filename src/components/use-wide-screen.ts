import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_MIN_PX } from '@/lib/data/constants';

const query = `(min-width: ${WIDE_SCREEN_MIN_PX}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot() {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** True on screens at least 1025 px wide (spec section 9); follows resizes through a matchMedia listener. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
