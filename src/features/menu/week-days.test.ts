import { describe, expect, test } from 'vitest';
import { carouselWeeks, CURRENT_WEEK_INDEX, prefetchWeekRanges, weekIndexOf } from './week-days';

describe('carouselWeeks', () => {
  test('[MENU-01] [UX-02] four weeks back, the current week and next week, Monday to Saturday', () => {
    // Wednesday 25 November 2026, noon
    const weeks = carouselWeeks(new Date(2026, 10, 25, 12));
    expect(weeks).toHaveLength(6);
    expect(weeks[5]?.range).toEqual({ startdate: '20261129', enddate: '20261205' });
    expect(weeks[5]?.days[0]).toBe('2026-11-30');
    expect(weeks[CURRENT_WEEK_INDEX]).toEqual({
      index: 4,
      range: { startdate: '20261122', enddate: '20261128' },
      days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'],
    });
    expect(weeks[0]?.range).toEqual({ startdate: '20261025', enddate: '20261031' });
    expect(weeks[0]?.days[0]).toBe('2026-10-26');
  });

  test('[MENU-04] on a Sunday the current week is the one starting the next day', () => {
    const weeks = carouselWeeks(new Date(2026, 10, 22, 9));
    expect(weeks[4]?.days[0]).toBe('2026-11-23');
  });

  test('[MENU-04] late on Saturday the current week is the next one; across the year boundary', () => {
    const weeks = carouselWeeks(new Date(2026, 11, 26, 22));
    expect(weeks[4]?.range).toEqual({ startdate: '20261227', enddate: '20270102' });
    expect(weeks[4]?.days).toContain('2027-01-01');
    expect(carouselWeeks(new Date(2026, 11, 26, 20))[4]?.range.startdate).toBe('20261220');
  });

  test('[TRUE-02] after a long closure the carousel reaches the week the next meal is in, never further', () => {
    // Friday 25 December 2026: closed until Monday 4 January, the week after next.
    const christmas = carouselWeeks(new Date(2026, 11, 25, 12), '2027-01-04');
    expect(christmas).toHaveLength(7);
    expect(christmas.at(-1)?.days[0]).toBe('2027-01-04');
    expect(weekIndexOf(christmas, '2027-01-04')).toBe(6);
    // Within next week, or today: the usual six.
    expect(carouselWeeks(new Date(2026, 11, 25, 12), '2026-12-28')).toHaveLength(6);
    expect(carouselWeeks(new Date(2026, 11, 25, 12), '2026-12-25')).toHaveLength(6);
    // The summer closing (3-28 August 2026, from 3 August): four weeks ahead.
    expect(carouselWeeks(new Date(2026, 7, 3, 12), '2026-08-31').at(-1)?.days[0]).toBe('2026-08-31');
  });

  test('weekIndexOf finds the week of a day, or -1 outside the carousel', () => {
    const weeks = carouselWeeks(new Date(2026, 10, 25, 12));
    expect(weekIndexOf(weeks, '2026-11-02')).toBe(1);
    expect(weekIndexOf(weeks, '2026-11-30')).toBe(5);
    expect(weekIndexOf(weeks, '2026-12-07')).toBe(-1);
    expect(weekIndexOf(weeks, '2026-11-22')).toBe(-1);
  });
});

describe('prefetchWeekRanges', () => {
  test('[OFF-04] the current and the next week', () => {
    expect(prefetchWeekRanges(new Date(2026, 10, 22, 10))).toEqual([
      { startdate: '20261122', enddate: '20261128' },
      { startdate: '20261129', enddate: '20261205' },
    ]);
  });
});
