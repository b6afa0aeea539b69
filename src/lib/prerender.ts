/** True while the build writes a route's first screen as HTML in Node (scripts/prerender.ts): there is no DOM. */
export const isPrerendering = typeof document === 'undefined';

/** #root's mark on HTML the build or our server wrote (src/start/page-html.ts): the URL it was rendered for. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/**
 * True while the page on screen is HTML written in advance that the app has not hydrated yet (and in Node, where it is
 * being written): a loader then waits for nothing, since the render that hydrates must show what the HTML shows.
 */
export function firstScreenIsHtml(): boolean {
  return isPrerendering || document.getElementById('root')?.hasAttribute(HYDRATE_ATTRIBUTE) === true;
}
