import { compactDayParam, params, queryOf } from '../../lib/query';

/**
 * The days from startdate to enddate, both included: none when enddate is before startdate. No cross-field rule (a
 * document cannot state one), and no cap on the range: the database holds only the generated weeks (seven at most),
 * which bounds every answer.
 */
export const MenuQuery = queryOf({
  idioma: params.idioma,
  startdate: compactDayParam,
  enddate: compactDayParam,
});
