import { lazy, Suspense, useEffect } from 'react';
import { useOnline } from '@/lib/use-online';
import type { QueryFreshness } from './data-age-note';
import './data-age.css';

export type { QueryFreshness };

// Its wording (and the date functions it needs) is a chunk of its own: it shows only offline or after a failed
// refresh, so a view's first render does not wait for it. A view fetches it once it is on screen, not when the
// network drops: before the service worker is installed, nothing could fetch it then.
const loadNote = () => import('./data-age-note');
const DataAgeNote = lazy(() => loadNote().then((m) => ({ default: m.DataAgeNote })));

/**
 * Under a view that shows saved data: offline, how old the copy is ("saved about 3 hours ago", ageing while shown);
 * online, after a failed refresh, that the copy is kept and a retry (OFF-05, OFF-12). Nothing when fresh online.
 */
export function DataAge({ query }: { query: QueryFreshness }) {
  const online = useOnline();
  useEffect(() => void loadNote().catch(() => undefined), []);
  if (query.data === undefined || !query.dataUpdatedAt || (online && !query.isRefetchError)) return null;
  return (
    <Suspense fallback={null}>
      <DataAgeNote query={query} online={online} />
    </Suspense>
  );
}
