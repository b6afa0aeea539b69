import type { Database } from 'better-sqlite3';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { Closure } from '../../../../src/contract/closures';
import type { MealService } from '../../../../src/contract/opening-hours';
import type { ClosureKind } from '../../../../src/contract/service-calendar';
import type { ClosuresQuery } from './closures.query';

interface ClosureRow {
  tipo: ClosureKind;
  inicio: string;
  fim: string;
  restaurantes: string;
  motivo_pt: string;
  motivo_en: string;
  servicos: string | null;
  aviso: string | null;
}

/** The closures calendar as stored (four weeks back to a year ahead of the seed's week), in date order. */
export function readClosures(db: Database, lang: Lang): Closure[] {
  return allRows<ClosureRow>(db, 'SELECT * FROM closures ORDER BY position').map((row) => ({
    tipo: row.tipo,
    inicio: row.inicio,
    fim: row.fim,
    restaurantes: JSON.parse(row.restaurantes) as string[],
    motivo: row[`motivo_${lang}`],
    ...(row.servicos ? { servicos: JSON.parse(row.servicos) as MealService[] } : {}),
    ...(row.aviso ? { aviso: row.aviso } : {}),
  }));
}

export function listClosures(c: Context<AppEnv>, { idioma }: z.output<typeof ClosuresQuery>): Response {
  return sendJson(c, readClosures(c.var.db, idioma));
}
