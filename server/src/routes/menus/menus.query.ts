import { z } from 'zod';
import { daysBetween } from '../../lib/dates';
import { compactDayParam, params } from '../../lib/query';

/** A week view asks for 6 days; two months is plenty for any client and bounds the response. */
export const MAX_MENU_RANGE_DAYS = 62;

export const MenuQuery = z
  .object({ idioma: params.idioma, startdate: compactDayParam, enddate: compactDayParam })
  .superRefine((query, ctx) => {
    const span = daysBetween(query.startdate, query.enddate);
    if (span < 0)
      ctx.addIssue({ code: 'custom', path: ['enddate'], message: 'must not be before startdate' });
    else if (span > MAX_MENU_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['enddate'],
        message: `the range must be at most ${MAX_MENU_RANGE_DAYS} days`,
      });
    }
  });
