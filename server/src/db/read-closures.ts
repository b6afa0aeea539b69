import type { Database } from 'better-sqlite3';
import type { Lang } from '../lib/i18n';
import { allRows } from '../lib/sql';
import type { Closure } from '../../../src/contract/closures';
import type { MealService } from '../../../src/contract/opening-hours';
import type { ClosureKind } from '../../../src/contract/menu/service-calendar';

interface StoredClosure {
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
  return allRows<StoredClosure>(db, 'SELECT * FROM closures ORDER BY position').map((row) => ({
    tipo: row.tipo,
    inicio: row.inicio,
    fim: row.fim,
    restaurantes: JSON.parse(row.restaurantes) as string[],
    motivo: row[`motivo_${lang}`],
    ...(row.servicos ? { servicos: JSON.parse(row.servicos) as MealService[] } : {}),
    ...(row.aviso ? { aviso: row.aviso } : {}),
  }));
}
