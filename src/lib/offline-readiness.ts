import { useSyncExternalStore } from 'react';
import type { Locale } from './locale';

/** Where the background download of a language's content stands (the "saved for offline" view shows it). */
export interface PrefetchProgress {
  lang: Locale;
  /** `save-data`: the browser asks to save data (Data Saver), so nothing is downloaded in the background. */
  state: 'running' | 'done' | 'failed' | 'save-data';
  done: number;
  total: number;
}

let progress: PrefetchProgress | undefined;
const listeners = new Set<() => void>();

export function setPrefetchProgress(next: PrefetchProgress) {
  progress = next;
  // Tests (and curious developers) can see when a language is fully saved without opening the view.
  if (next.state !== 'running') document.documentElement.dataset.offlineSaved = `${next.lang}:${next.state}`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePrefetchProgress(): PrefetchProgress | undefined {
  return useSyncExternalStore(
    subscribe,
    () => progress,
    () => undefined,
  );
}
