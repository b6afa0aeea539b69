import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { Course, Meal } from '../../../../src/contract/menu/meals';
import type { MenuEntry } from '../../../../src/contract/menus';
import type { MenuQuery } from './menus.query';

interface MenuRow {
  day: string;
  restaurant_id: string;
  restaurant_pt: string;
  restaurant_en: string;
  meal: Meal;
  courses_pt: string;
  courses_en: string;
  /** JSON of each course's allergen codes, or null: no allergen data for this menu. */
  allergens: string | null;
}

/** Menus of a date range (both days included), ordered by date, restaurant, meal (almoco before jantar). */
export function readMenus(db: Database, lang: Lang, startdate: string, enddate: string): MenuEntry[] {
  const rows = allRows<MenuRow>(
    db,
    'SELECT * FROM menus WHERE day BETWEEN ? AND ? ORDER BY day, restaurant_pt, meal',
    startdate,
    enddate,
  );
  return rows.map((row): MenuEntry => ({
    Restaurante: row[`restaurant_${lang}`],
    RestauranteId: row.restaurant_id,
    ementa_dia: row.day,
    refeicao: row.meal,
    ...(JSON.parse(row[`courses_${lang}`]) as Record<Course, string | null>),
    ...(row.allergens ? { Alergenos: JSON.parse(row.allergens) as MenuEntry['Alergenos'] } : {}),
  }));
}

export function listMenus(
  c: Context<AppEnv>,
  { idioma, startdate, enddate }: z.output<typeof MenuQuery>,
): Response {
  return sendJson(c, readMenus(c.var.db, idioma, startdate, enddate));
}
