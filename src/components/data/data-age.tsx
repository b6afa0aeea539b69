import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { formatDayMonth, formatTime } from '@/lib/data/dates';
import { useOnline } from '@/lib/use-online';
import './data-age.css';

/** The parts of a React Query result that say how fresh the data on screen is. */
export interface QueryFreshness {
  data: unknown;
  dataUpdatedAt: number;
  /** A refresh failed while older data is shown (TanStack's `isRefetchError`). */
  isRefetchError: boolean;
  refetch: () => unknown;
}

// "3 hours ago" (and the date functions and locale words it needs, 4.8 KB gzip) is a chunk of its own: the note
// shows only offline or after a failed refresh, so a view's first render does not wait for it. A view fetches it
// once it is on screen, not when the network drops: before the service worker is installed, nothing could fetch it
// then.
const loadAgo = () => import('../saved-ago');
// A chunk that cannot load (a build replaced while offline) leaves the saved time, not the view's error page.
const SavedAgo = lazy(() =>
  loadAgo().then(
    (m) => ({ default: m.SavedAgo }),
    () => ({ default: SavedOn }),
  ),
);

/**
 * Under a view that shows saved data: offline, how old the copy is ("saved about 3 hours ago", ageing while shown);
 * online, after a failed refresh, that the copy is kept and a retry (OFF-05, OFF-12). Nothing when fresh online.
 * The note is there in the view's first render, with the time the copy was saved until its age is ready: it never
 * pushes the view down a moment later.
 */
export function DataAge({ query }: { query: QueryFreshness }) {
  const online = useOnline();
  useEffect(() => void loadAgo().catch(() => undefined), []);
  const savedAt = query.dataUpdatedAt;
  if (query.data === undefined || !savedAt || (online && !query.isRefetchError)) return null;
  const when = (
    <Suspense fallback={<SavedOn savedAt={savedAt} />}>
      <SavedAgo savedAt={savedAt} />
    </Suspense>
  );
  return (
    <p className="data-age" role="status">
      {online ? (
        <>
          <Trans>Não foi possível atualizar: está a ver a cópia guardada {when}.</Trans>{' '}
          <button type="button" className="data-age__retry" onClick={() => void query.refetch()}>
            <Trans>Tentar novamente</Trans>
          </button>
        </>
      ) : (
        <Trans>Sem ligação: cópia guardada {when}.</Trans>
      )}
    </p>
  );
}

/** "on 25/11 at 09:12": when the copy was saved, as words that stay true (a kept screen shows them hours later). */
function SavedOn({ savedAt }: { savedAt: number }) {
  const day = formatDayMonth(savedAt);
  const time = formatTime(savedAt);
  return (
    <time dateTime={new Date(savedAt).toISOString()}>
      <Trans>
        em {day} às {time}
      </Trans>
    </time>
  );
}
