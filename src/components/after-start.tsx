import { Suspense, type ReactNode } from 'react';
import { usePageShown } from '@/lib/page-shown';

/**
 * A lazy part of the layout or a page: never in HTML written in advance (the build's pages, our server's lists), and
 * not in the render that hydrates it, so the two are the same; rendered, and its chunk fetched, once the page's
 * content is the app's. Not as soon as the root is hydrated: a fallback shown then made React hold the content's own
 * hydration back by its 300 ms throttle of Suspense reveals (a cold start from the icon, ~0.35 s). Until then, and
 * while its chunk loads, `fallback` holds its place.
 */
export function AfterStart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return usePageShown() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
