import { describe, expect, test } from 'vitest';
import { currentWeekMonday, madeiraClock, madeiraDay } from './dates';

// Whatever TZ the process has (`npm run test:server-tz` runs it under UTC and Pacific/Kiritimati): none of this may move.
describe("Madeira's calendar, whatever the process's time zone", () => {
  test('a summer Sunday 00:30 in Madeira is Sunday there (23:30 UTC on Saturday): the week shown next is the 29th', () => {
    const at = new Date('2026-06-27T23:30:00Z');
    expect(madeiraDay(at)).toBe('2026-06-28');
    expect(currentWeekMonday(madeiraDay(at))).toBe('2026-06-29');
  });

  test("New Year's Eve 23:59:30 is still the 31st; summer time begins at 01:00 UTC on 2027-03-28", () => {
    expect(madeiraClock(new Date('2026-12-31T23:59:30Z'))).toEqual({
      day: '2026-12-31',
      minutes: 23 * 60 + 59,
    });
    expect(madeiraClock(new Date('2027-03-28T00:59:30Z'))).toEqual({ day: '2027-03-28', minutes: 59 });
    expect(madeiraClock(new Date('2027-03-28T01:00:00Z'))).toEqual({ day: '2027-03-28', minutes: 2 * 60 });
  });
});
