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
