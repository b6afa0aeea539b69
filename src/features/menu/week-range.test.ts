import { describe, expect, test } from 'vitest';
import { weekRange } from './week-range';

describe('weekRange', () => {
  test('[MENU-04] current week runs from its Sunday over 6 days', () => {
    // Wednesday 25 November 2026
    expect(weekRange(new Date(2026, 10, 25))).toEqual({ startdate: '20261122', enddate: '20261128' });
  });

  test('[MENU-04] a Sunday starts its own week', () => {
    expect(weekRange(new Date(2026, 10, 22))).toEqual({ startdate: '20261122', enddate: '20261128' });
  });

  test('[MENU-04] week offsets go back across month and year boundaries', () => {
    expect(weekRange(new Date(2026, 0, 7), 1)).toEqual({ startdate: '20251228', enddate: '20260103' });
    expect(weekRange(new Date(2026, 2, 4), 4)).toEqual({ startdate: '20260201', enddate: '20260207' });
  });
});

describe('weekRange boundaries', () => {
  test('[MENU-04] a week that spans a month boundary', () => {
    // Tuesday 1 December 2026: its Sunday is 29 November
    expect(weekRange(new Date(2026, 11, 1))).toEqual({ startdate: '20261129', enddate: '20261205' });
  });

  test('[MENU-04] a week that spans the year boundary, and a Saturday ends its week', () => {
    expect(weekRange(new Date(2027, 0, 2))).toEqual({ startdate: '20261227', enddate: '20270102' });
    expect(weekRange(new Date(2027, 0, 2), 4)).toEqual({ startdate: '20261129', enddate: '20261205' });
  });

  test('[MENU-04] offset 0 is the current week; each step goes back seven days', () => {
    const today = new Date(2026, 10, 25);
    const starts = [0, 1, 2, 3, 4].map((offset) => weekRange(today, offset).startdate);
    expect(starts).toEqual(['20261122', '20261115', '20261108', '20261101', '20261025']);
  });
});
