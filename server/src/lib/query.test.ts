import { describe, expect, test } from 'vitest';
import { fromCompactDay } from './dates';
import { compactDayParam } from './query';

describe('compactDayParam', () => {
  test('[API-02] its pattern (what the document shows) accepts exactly the real Gregorian dates', () => {
    const years = [0, 4, 100, 400, 1582, 1900, 1999, 2000, 2023, 2024, 2026, 2100, 2400, 9996, 9999];
    const two = (n: number) => String(n).padStart(2, '0');
    const disagreements: string[] = [];
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const compact = `${String(year).padStart(4, '0')}${two(month)}${two(day)}`;
          const parsed = compactDayParam.safeParse(compact);
          if ((parsed.success ? parsed.data : null) !== fromCompactDay(compact)) disagreements.push(compact);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
