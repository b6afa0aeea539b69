import type { Context } from 'hono';
import { parseQuery } from '../../lib/query';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { OpeningHours } from '../../../../src/contract/opening-hours';
import type { Restaurant } from '../../../../src/contract/restaurants';
import { RestaurantQuery } from './restaurants.query';

interface RestaurantRow {
  titulo_pt: string;
  titulo_en: string;
  descricao_pt: string;
  descricao_en: string;
  horario_pt: string;
  horario_en: string;
  /** JSON of OpeningHours, written from the validated seed. */
  hours: string;
}

export function listRestaurants(c: Context<AppEnv>): Response {
  const { idioma } = parseQuery(c, RestaurantQuery);
  const rows = allRows<RestaurantRow>(c.var.db, 'SELECT * FROM restaurants ORDER BY position');
  const restaurants = rows.map((row): Restaurant => ({
    Titulo: row[`titulo_${idioma}`],
    Descricao: row[`descricao_${idioma}`],
    Horario: row[`horario_${idioma}`],
    ...(JSON.parse(row.hours) as OpeningHours),
  }));
  return sendJson(c, restaurants);
}
