import { ClientOnly } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';

/**
 * A lazy part of the layout or a page: never in HTML written in advance (the build's pages, our server's lists), and
 * not in the render that hydrates it, so the two are the same; rendered, and its chunk fetched, once the app is in
 * charge. Until then, and while its chunk loads, `fallback` holds its place. On a start that renders without HTML to
 * hydrate (the shell), it renders at once.
 */
export function AfterStart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <ClientOnly fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ClientOnly>
  );
}
