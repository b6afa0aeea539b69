/** True while the build writes a route's first screen as HTML in Node (scripts/prerender.ts): there is no DOM. */
const isPrerendering = typeof document === 'undefined';

/**
 * Spread on an element whose content depends on today's date or the time of day (the next meal, the week's days).
 * The copy written at build time keeps the element's place but does not show it (`[data-build-time]` in app.css):
 * the build's date would be wrong by the time a student reads it. The app's own render never carries it.
 */
export const timeBound: { 'data-build-time'?: '' } = isPrerendering ? { 'data-build-time': '' } : {};
