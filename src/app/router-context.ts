import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader gets: its own module, so the root route need not import the router (a cycle). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * True only in our server's render of a page with its data: a loader then awaits what its first screen reads, so
   * the list is in the HTML. In the browser (and in the build's render, API held back) loaders never wait on data.
   */
  awaitData?: boolean;
  /**
   * The time a loader reads (this week's menu): in our server's render, the instant the page is rendered at (the
   * server's clock, which a test pins); in the browser, the device's clock.
   */
  now: () => Date;
}
