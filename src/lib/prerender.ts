import { lazy, use, type ComponentType } from 'react';

/** True while the build writes a route's first screen as HTML in Node (scripts/prerender.ts): there is no DOM. */
export const isPrerendering = typeof document === 'undefined';

/**
 * Spread on an element whose content depends on today's date or the time of day (the next meal, the week's days).
 * The copy written at build time keeps the element's place but does not show it (`[data-build-time]` in app.css):
 * the build's date would be wrong by the time a student reads it. The app's own render never carries it.
 */
export const timeBound: { 'data-build-time'?: '' } = isPrerendering ? { 'data-build-time': '' } : {};

/**
 * Suspends for good, on a promise of its own render: the render ends with the Suspense fallback, and the promise (with
 * React's listeners on it, which hold the whole render and its router) is dropped with it. One promise shared by every
 * render — a `React.lazy` that never loads — kept each of them alive: ~170 KB per page our server rendered on request.
 */
function NotInThisRender(): never {
  return use(new Promise<never>(() => undefined));
}

/**
 * `React.lazy` for the layout's lazy parts. While prerendering (the build, or our server rendering a list) it never
 * loads, so every page's HTML has the fallback, as the app's first render does: once an earlier page's render had
 * loaded a part, later pages got it in their HTML, and it vanished for a moment when the app took over.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint (props of any shape)
export function lazyAfterStart<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): T {
  return isPrerendering ? (NotInThisRender as unknown as T) : (lazy(factory) as unknown as T);
}
