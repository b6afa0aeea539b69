import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The tab's title follows the route's `head()` (src/lib/page-head.ts): the deepest match that names one. The HTML
 * the build and our server write carries the same title from the start (src/start/server.tsx).
 */
export function useDocumentTitle() {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .map((meta) => meta?.title)
        .filter((value): value is string => typeof value === 'string')
        .at(-1),
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
