import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader gets: its own module, so the root route need not import the router (a cycle). */
export interface RouterContext {
  queryClient: QueryClient;
}
