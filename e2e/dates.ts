import { addDays } from 'date-fns/addDays';
import { isSunday } from 'date-fns/isSunday';
import { startOfWeek } from 'date-fns/startOfWeek';

// The date functions the tests use, each from its own file: Node 24 parses date-fns' 200 KB package.json once for
// every file a module loads, so its barrels ('date-fns', 'date-fns/locale') cost about 3 s each in every test worker
// (https://github.com/nodejs/node/issues/58126, decision 039).
export { addDays, isSunday, startOfWeek };
export { format } from 'date-fns/format';
export { enGB } from 'date-fns/locale/en-GB';
export { pt } from 'date-fns/locale/pt';

/**
 * The run's one "now": the instant `playwright test` started, which playwright.config.ts hands every worker in
 * `E2E_SUITE_NOW`. A spec takes its dates from it, never from the machine's clock, so a run that crosses midnight, a
 * Sunday evening or the year's end keeps one today; a test that depends on the time fixes the browser's clock and the
 * server's at an instant derived from it (`fixClock` in fixtures.ts).
 */
export function suiteNow(): Date {
  const at = process.env.E2E_SUITE_NOW;
  if (!at) throw new Error('E2E_SUITE_NOW is unset: run the specs with playwright.config.ts');
  return new Date(at);
}

/**
 * Monday to Saturday of the server's current week at the run's now, `weeksAhead` weeks on (docs/api.md: the week
 * holding today; on a Sunday the one starting the next day). The server generates menus from four weeks before its
 * start to two after, so these weeks have them.
 */
export function serverWeek(weeksAhead = 0): Date[] {
  const now = suiteNow();
  const monday = startOfWeek(isSunday(now) ? addDays(now, 1) : now, { weekStartsOn: 1 });
  return [0, 1, 2, 3, 4, 5].map((offset) => addDays(monday, 7 * weeksAhead + offset));
}

/**
 * `day` at `hours`:`minutes`:00, local time: Madeira's, for the specs, the test server and the browser alike
 * (playwright.config.ts).
 */
export const at = (day: Date, hours: number, minutes = 0) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
