import { expect, test } from 'vitest';
import { byOrderZeroLast } from './order-zero-last';

test('[SCH-01] orders by Ordem with 0 last, keeping ties stable', () => {
  const items = [
    { n: 'a', Ordem: 0 },
    { n: 'b', Ordem: 2 },
    { n: 'c', Ordem: 1 },
    { n: 'd', Ordem: 2 },
  ];
  expect(byOrderZeroLast(items, (i) => i.Ordem).map((i) => i.n)).toEqual(['c', 'b', 'd', 'a']);
});
