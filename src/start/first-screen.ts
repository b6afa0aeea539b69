import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { hasStyleAttribute, htmlUntilStart } from './html-until-start';
import {
  ENTRY_SCRIPT,
  firstScreenAnswersKey,
  firstScreenKey,
  isFirstScreenKey,
  type FirstScreen,
  type FirstScreenAnswers,
} from './shell-start';
import { keptScreenHolds } from './kept-screen';

/** A screen with nothing that changes by the hour is still shown a day on, not longer. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The refresh times kept per answer: the saved copy may lag the screen's by a write or two. */
const TIMES_KEPT = 3;

export interface FirstScreenCopy {
  key: string;
  screen: FirstScreen;
  answers: FirstScreenAnswers;
  /** Each answer as the screen showed it: a refresh that brings the same data leaves the screen true. */
  data: Map<string, unknown>;
}

/**
 * The app's first screen of this page, read off the DOM in the commit that showed it (before a lazy part or an effect
 * changes it), when every answer it reads was there: the markup the app's first render will show again on the next
 * start, from the same saved answers, until `validUntil` (the earliest `data-valid-until` in it).
 */
export function copyFirstScreen(root: HTMLElement, queryClient: QueryClient): FirstScreenCopy | undefined {
  // Only the shell shows a kept screen, on a start the service worker answers: a first visit keeps none (and pays
  // nothing for it), the next start keeps one.
  if (!navigator.serviceWorker?.controller) return undefined;
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
    },
    answers: Object.fromEntries(queries.map((query) => [query.queryHash, [query.state.dataUpdatedAt]])),
    data: new Map(queries.map((query) => [query.queryHash, query.state.data])),
  };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Refused (a privacy setting): nothing is kept.
  }
}

function storedAnswers(text: string | null | undefined): FirstScreenAnswers | undefined {
  try {
    const answers = JSON.parse(text ?? 'null') as unknown;
    return answers && typeof answers === 'object' ? (answers as FirstScreenAnswers) : undefined;
  } catch {
    return undefined;
  }
}

export interface KeptFirstScreens {
  /** Keeps `copy` (replacing the one of its page and network state) and keeps it true from now on. */
  keep(copy: FirstScreenCopy): void;
}

/**
 * The kept first screens, kept true in every session, whatever route it started on: the shell shows one before it
 * has read the saved data, so a kept screen must never outlive its answers. Those of earlier sessions are dropped
 * unless each of their answers is the one just restored. A refresh that brings the same data (React Query keeps the
 * same object then) adds its time to the answer's; any other change to one of its answers drops the screen at once,
 * before the persister saves the new answer.
 */
export function keptFirstScreens(queryClient: QueryClient): KeptFirstScreens {
  const store = storage();
  const cache = queryClient.getQueryCache();
  const kept = new Map<string, { answers: FirstScreenAnswers; data: Map<string, unknown> }>();
  // Each answer's times since it last changed, from the one restored on: the saved copy holds one of them, whichever
  // write last reached IndexedDB (a refresh can land before the first render, and the persister writes 250 ms later).
  const seen = new Map<string, { data: unknown; times: number[] }>();
  const note = ({ queryHash, state }: Query) => {
    if (state.dataUpdatedAt === 0) {
      seen.delete(queryHash);
      return;
    }
    const before = seen.get(queryHash);
    if (!before || before.data !== state.data)
      seen.set(queryHash, { data: state.data, times: [state.dataUpdatedAt] });
    else if (!before.times.includes(state.dataUpdatedAt))
      before.times = [...before.times, state.dataUpdatedAt].slice(-TIMES_KEPT);
  };
  for (const query of cache.getAll()) note(query);
  const read = (key: string) => {
    try {
      return store?.getItem(key);
    } catch {
      return undefined;
    }
  };
  const drop = (key: string) => {
    kept.delete(key);
    try {
      store?.removeItem(key);
      store?.removeItem(firstScreenAnswersKey(key));
    } catch {
      // Unwritable storage: nothing more to do.
    }
  };
  const write = (key: string, value: string) => {
    try {
      // The markup is rewritten only when it changed: each write of it adds to what the next start reads back.
      if (read(key) !== value) store?.setItem(key, value);
    } catch {
      drop(key); // Over the quota: better none than one that is not kept true.
    }
  };
  const writeAnswers = (key: string, answers: FirstScreenAnswers) =>
    write(firstScreenAnswersKey(key), JSON.stringify(answers));
  // Refreshes come in bursts (a start refreshes every answer on screen): one write per screen for each.
  const due = new Set<string>();
  const writeSoon = (key: string) => {
    if (due.size === 0)
      setTimeout(() => {
        for (const dueKey of due) {
          const entry = kept.get(dueKey);
          if (entry) writeAnswers(dueKey, entry.answers);
        }
        due.clear();
      });
    due.add(key);
  };
  let keys: string[] = [];
  try {
    keys = store ? Array.from({ length: store.length }, (_, index) => store.key(index) ?? '') : [];
  } catch {
    // Unreadable storage: nothing kept to keep true, and start-up goes on.
  }
  for (const key of keys.filter(isFirstScreenKey)) {
    const answers = storedAnswers(read(firstScreenAnswersKey(key)));
    // The rule the shell's early script holds the screen to as well (src/start/kept-screen.ts).
    if (answers && keptScreenHolds(answers, (hash) => cache.get(hash)?.state.dataUpdatedAt)) {
      const data = new Map(Object.keys(answers).map((hash) => [hash, cache.get(hash)?.state.data]));
      kept.set(key, { answers, data });
    } else drop(key);
  }
  const onChange = (event: QueryCacheNotifyEvent) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    const hash = event.query.queryHash;
    if (event.type === 'removed') seen.delete(hash);
    else note(event.query);
    const now = seen.get(hash);
    for (const [key, { answers, data }] of kept) {
      const times = answers[hash];
      if (!times) continue;
      if (!now || now.data !== data.get(hash)) drop(key);
      else if (now.times.some((time) => !times.includes(time))) {
        answers[hash] = now.times;
        writeSoon(key);
      }
    }
  };
  cache.subscribe(onChange);
  return {
    keep: ({ key, screen, answers, data }) => {
      for (const [hash, shown] of data) {
        const answer = seen.get(hash);
        if (answer && answer.data === shown) answers[hash] = answer.times;
      }
      kept.set(key, { answers, data });
      write(key, JSON.stringify(screen));
      writeAnswers(key, answers);
    },
  };
}
