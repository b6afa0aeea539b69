import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { noteFetchedAt } from '@/lib/answer-age';
import { FETCHED_AT_HEADER } from '@/lib/data/sw-shared';
import { createQueryClient } from './query-client';

// One fixed instant: the ages below are relative to it, whatever the day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-11T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const copyFetchedAt = (at: number) => new Response('{}', { headers: { [FETCHED_AT_HEADER]: String(at) } });

test("[TRUE-01] an answer read from the worker's copy is as old as the copy; one from the server is new", async () => {
  const client = createQueryClient();
  const hourAgo = Date.now() - 3_600_000;
  const fromCopy = { notices: ['a'] };
  noteFetchedAt(fromCopy, copyFetchedAt(hourAgo));
  await client.fetchQuery({ queryKey: ['copy'], queryFn: () => fromCopy });
  expect(client.getQueryState(['copy'])?.dataUpdatedAt).toBe(hourAgo);
  expect(client.getQueryData(['copy'])).toBe(fromCopy);

  // Read again from the same copy (offline): it does not get younger.
  const again = { notices: ['a'] };
  noteFetchedAt(again, copyFetchedAt(hourAgo));
  await client.fetchQuery({ queryKey: ['copy'], queryFn: () => again, staleTime: 0 });
  expect(client.getQueryState(['copy'])?.dataUpdatedAt).toBe(hourAgo);

  const before = Date.now();
  await client.fetchQuery({ queryKey: ['fresh'], queryFn: () => ({ notices: [] }) });
  expect(client.getQueryState(['fresh'])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);

  // A copy stamped by a clock ahead of the page's is no older than now.
  const ahead = { notices: [] };
  noteFetchedAt(ahead, copyFetchedAt(Date.now() + 3_600_000));
  await client.fetchQuery({ queryKey: ['ahead'], queryFn: () => ahead });
  expect(client.getQueryState(['ahead'])?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
});
