import type { FirstScreenAnswers } from './shell-start';

/**
 * The rule a kept first screen lives by (decision 021): it holds while each answer it shows is, in the saved data, one
 * of the answers it was made from (`dataUpdatedAt` among its times), and it shows at least one. The shell's early
 * script checks it against the saved copy, the app against the restored cache.
 */
export function keptScreenHolds(
  answers: FirstScreenAnswers | undefined,
  updatedAt: (queryHash: string) => number | undefined,
): boolean {
  const entries = Object.entries(answers ?? {});
  return (
    entries.length > 0 &&
    entries.every(([hash, times]) => Array.isArray(times) && times.includes(updatedAt(hash) ?? Number.NaN))
  );
}

/** The `dataUpdatedAt` of each query in a saved copy of the query cache (the persister's), by query hash. */
export function savedUpdateTimes(saved: unknown): (queryHash: string) => number | undefined {
  const clientState = (saved as { clientState?: { queries?: unknown } } | undefined)?.clientState;
  const queries = Array.isArray(clientState?.queries) ? (clientState.queries as unknown[]) : [];
  const times = new Map<string, number>();
  for (const query of queries) {
    const { queryHash, state } = (query ?? {}) as {
      queryHash?: unknown;
      state?: { dataUpdatedAt?: unknown };
    };
    if (typeof queryHash === 'string' && typeof state?.dataUpdatedAt === 'number')
      times.set(queryHash, state.dataUpdatedAt);
  }
  return (hash) => times.get(hash);
}
