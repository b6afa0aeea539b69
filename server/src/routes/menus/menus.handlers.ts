import type { Context } from 'hono';
import { parseQuery } from '../../lib/query';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { Course, Meal } from '../../../../src/contract/meals';
import type { MenuEntry } from '../../../../src/contract/menus';
import { MenuQuery } from './menus.query';

interface MenuRow {
  day: string;
  restaurant_pt: string;
  restaurant_en: string;
  meal: Meal;
  courses_pt: string;
  courses_en: string;
}

/** Menus of a date range, ordered by date, restaurant, meal (almoco before jantar). */
export function listMenus(c: Context<AppEnv>): Response {
  const { idioma, startdate, enddate } = parseQuery(c, MenuQuery);
  const rows = allRows<MenuRow>(
    c.var.db,
    'SELECT * FROM menus WHERE day BETWEEN ? AND ? ORDER BY day, restaurant_pt, meal',
    startdate,
    enddate,
  );
  const entries = rows.map((row): MenuEntry => ({
    Restaurante: row[`restaurant_${idioma}`],
    ementa_dia: row.day,
    refeicao: row.meal,
    ...(JSON.parse(row[`courses_${idioma}`]) as Record<Course, string | null>),
  }));
  return sendJson(c, entries);
}
