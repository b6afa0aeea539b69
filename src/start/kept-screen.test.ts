import { expect, test } from 'vitest';
import { keptScreenHolds, savedUpdateTimes } from './kept-screen';

const saved = {
  clientState: {
    queries: [
      { queryHash: '["menu"]', state: { dataUpdatedAt: 1000 } },
      { queryHash: '["notices"]', state: { dataUpdatedAt: 2000 } },
      { queryHash: 7, state: { dataUpdatedAt: 3000 } },
      null,
    ],
  },
};

test('[OFF-03] a kept screen holds while each answer it shows is one it was made from, and it shows one at least', () => {
  const times = savedUpdateTimes(saved);
  expect(keptScreenHolds({ '["menu"]': [900, 1000], '["notices"]': [2000] }, times)).toBe(true);
  expect(keptScreenHolds({ '["menu"]': [900, 1000] }, times)).toBe(true);
  // Another answer saved since, one not saved at all, none, or unreadable: not shown.
  expect(keptScreenHolds({ '["menu"]': [900] }, times)).toBe(false);
  expect(keptScreenHolds({ '["news"]': [1000] }, times)).toBe(false);
  expect(keptScreenHolds({}, times)).toBe(false);
  expect(keptScreenHolds(undefined, times)).toBe(false);
  expect(keptScreenHolds({ '["menu"]': 1000 as unknown as number[] }, times)).toBe(false);
});

test('the saved copy is read defensively: anything but queries with a hash and a time counts as nothing saved', () => {
  for (const unreadable of [
    undefined,
    null,
    'text',
    { clientState: { queries: 'no' } },
    { clientState: {} },
  ]) {
    expect(savedUpdateTimes(unreadable)('["menu"]')).toBeUndefined();
  }
  expect(savedUpdateTimes(saved)('["notices"]')).toBe(2000);
});
