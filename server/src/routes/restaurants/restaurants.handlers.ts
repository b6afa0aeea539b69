import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { OpeningHours } from '../../../../src/contract/opening-hours';
import type { Restaurant } from '../../../../src/contract/restaurants';
import type { RestaurantQuery } from './restaurants.query';

interface RestaurantRow {
  id: string;
  titulo_pt: string;
  titulo_en: string;
  descricao_pt: string;
  descricao_en: string;
  horario_pt: string;
  horario_en: string;
  /** JSON of OpeningHours, written from the validated seed. */
  hours: string;
}

/** Every restaurant and bar, in seed order, in `lang`. */
export function readRestaurants(db: Database, lang: Lang): Array<Restaurant & { id: string }> {
  const rows = allRows<RestaurantRow>(db, 'SELECT * FROM restaurants ORDER BY position');
  return rows.map((row) => ({
    id: row.id,
    Titulo: row[`titulo_${lang}`],
    Descricao: row[`descricao_${lang}`],
    Horario: row[`horario_${lang}`],
    ...(JSON.parse(row.hours) as OpeningHours),
  }));
}

export function listRestaurants(c: Context<AppEnv>, { idioma }: z.output<typeof RestaurantQuery>): Response {
  return sendJson(c, readRestaurants(c.var.db, idioma));
}
