import type { QueryClient } from '@tanstack/react-query';
import { del, set } from 'idb-keyval';
import { hasStyleAttribute, htmlUntilStart } from '@/lib/html-until-start';
import { ENTRY_SCRIPT, firstScreenKey, type FirstScreen } from '@/lib/shell-start';
import { savedCacheStore } from './saved-cache-read';

/** A screen with nothing that changes by the hour is still shown a day on, not longer. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface FirstScreenCopy {
  key: string;
  screen: FirstScreen;
  /** Each answer as the screen showed it: a refresh that brings the same data leaves the screen true. */
  data: Map<string, unknown>;
}

/**
 * The app's first screen of this page, read off the DOM in the commit that showed it (before a lazy part or an effect
 * changes it), when every answer it reads was there: the markup the app's first render will show again on the next
 * start, from the same saved answers, until `validUntil` (the earliest `data-valid-until` in it).
 */
export function copyFirstScreen(root: HTMLElement, queryClient: QueryClient): FirstScreenCopy | undefined {
  const queries = queryClient.getQueryCache().findAll({ type: 'active' });
  if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) return undefined;
  // Server HTML is sanitized for one parse: a second round of serializing and parsing is where mutation XSS lives.
  if (root.querySelector('.html-content')) return undefined;
  const build = document.querySelector(ENTRY_SCRIPT)?.getAttribute('src');
  const html = htmlUntilStart(root.innerHTML);
  if (!build || hasStyleAttribute(html)) return undefined;
  const dueTimes = Array.from(root.querySelectorAll<HTMLElement>('[data-valid-until]'), (element) =>
    Number(element.dataset.validUntil),
  ).filter(Number.isFinite);
  return {
    key: firstScreenKey(location.pathname, navigator.onLine),
    screen: {
      build,
      html,
      validUntil: Math.min(Date.now() + MAX_AGE_MS, ...dueTimes),
      answers: Object.fromEntries(queries.map((query) => [query.queryHash, query.state.dataUpdatedAt])),
    },
    data: new Map(queries.map((query) => [query.queryHash, query.state.data])),
  };
}

/**
 * Saves the copy beside the saved data (the shell's route-preload script shows it on the next start) and keeps it
 * true: a refresh that brings the same data (React Query keeps the same object then) moves its answers' times on, as
 * the saved data's; any other change to one of its answers drops it, and the next start takes a new one.
 */
export function keepFirstScreen(
  { key, screen, data }: FirstScreenCopy,
  queryClient: QueryClient,
): () => void {
  const store = savedCacheStore();
  const write = () => void set(key, screen, store).catch(() => undefined);
  // At once: a start from the icon is often closed again within the second.
  write();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      write();
    }, 500);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const hash = event.query.queryHash;
    if (!(hash in screen.answers)) return;
    if (event.type === 'updated' && event.action.type === 'success') {
      if (event.query.state.data === data.get(hash)) {
        screen.answers[hash] = event.query.state.dataUpdatedAt;
        save();
        return;
      }
    } else if (event.type !== 'removed') {
      return;
    }
    unsubscribe();
    clearTimeout(timer);
    void del(key, store).catch(() => undefined);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
