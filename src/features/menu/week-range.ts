import { addDays, lightFormat, startOfWeek, subWeeks } from 'date-fns';

export interface WeekRange {
  /** YYYYMMDD, the Sunday that starts the week (spec section 4). */
  startdate: string;
  /** YYYYMMDD, the Saturday six days later. */
  enddate: string;
}

/** The menu range for `weeksBack` weeks before the week of `today`: Sunday minus the offset, spanning 6 days. */
export function weekRange(today: Date, weeksBack = 0): WeekRange {
  const sunday = subWeeks(startOfWeek(today, { weekStartsOn: 0 }), weeksBack);
  return { startdate: lightFormat(sunday, 'yyyyMMdd'), enddate: lightFormat(addDays(sunday, 6), 'yyyyMMdd') };
}
