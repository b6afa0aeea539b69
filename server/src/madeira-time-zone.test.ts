import { afterEach, describe, expect, test } from 'vitest';
import { getMeta } from './db/seed';
import { currentWeekMonday, madeiraClock, madeiraDay } from './lib/dates';
import { createTestApp } from './test-utils/test-app';

// Node applies a change of process.env.TZ at once (it drops its cached zone), so the server's date code runs here as
// it would in a process started under that TZ. `npm run test:server-tz` runs the whole server suite under both.
const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

// A summer Sunday at 00:30 in Madeira: Saturday 23:30 in UTC, Sunday 13:30 in Kiritimati (UTC+14).
const SUMMER_SUNDAY = new Date('2026-06-27T23:30:00Z');

describe("[API-04] the server counts in Madeira's time whatever the process's TZ", () => {
  for (const [zone, localHour] of [
    ['UTC', 23],
    ['Pacific/Kiritimati', 13],
  ] as const) {
    test(`TZ=${zone}: the day, the week, the seed's menus and the OpenMensa feed`, async () => {
      process.env.TZ = zone;
      // The process really is in that zone now.
      expect(SUMMER_SUNDAY.getHours()).toBe(localHour);

      expect(madeiraDay(SUMMER_SUNDAY)).toBe('2026-06-28');
      expect(currentWeekMonday(madeiraDay(SUMMER_SUNDAY))).toBe('2026-06-29');
      // Saturday 13:00 in Madeira is already Sunday in Kiritimati: still the week of the 22nd.
      expect(currentWeekMonday(madeiraDay(new Date('2026-06-27T12:00:00Z')))).toBe('2026-06-22');
      expect(madeiraClock(new Date('2026-12-31T23:59:30Z'))).toEqual({ day: '2026-12-31', minutes: 1439 });
      expect(madeiraClock(new Date('2027-03-28T01:00:00Z'))).toEqual({ day: '2027-03-28', minutes: 120 });

      const t = await createTestApp({ now: SUMMER_SUNDAY });
      try {
        expect(getMeta(t.db, 'menu_week')).toBe('2026-06-29');
        const feed = await (await t.app.request('/api/openmensa/cantina.xml')).text();
        expect(feed.match(/<day date="([\d-]+)"/)?.[1]).toBe('2026-06-29');
      } finally {
        t.close();
      }
    });
  }
});
