/** True while the build or our server renders a page in Node (src/prerender/render-route.tsx): there is no DOM. */
export const isPrerendering = typeof document === 'undefined';
