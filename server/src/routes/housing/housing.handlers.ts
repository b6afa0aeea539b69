import type { Context } from 'hono';
import type { z } from 'zod';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { Contest, ContestPhase, ContestTypeOption } from '../../../../src/contract/housing-contests';
import type { HousingQuery } from './housing.query';

interface ContestRow {
  id: number;
  /** Validated against the contract's contest types when the seed was read. */
  tipo_value: Contest['Tipo']['value'];
  tipo_label_pt: string;
  tipo_label_en: string;
  activo: number;
  data_inicio: string;
  data_fim: string;
  fases_pt: string;
  fases_en: string;
}

interface ContestTypeRow {
  value: string;
  label_pt: string;
  label_en: string;
}

/** Contests in seed order; relative seed dates were resolved against the seed day. */
export function listContests(c: Context<AppEnv>, { idioma }: z.output<typeof HousingQuery>): Response {
  const rows = allRows<ContestRow>(c.var.db, 'SELECT * FROM contests ORDER BY position');
  const contests = rows.map((row): Contest => ({
    ID: row.id,
    Tipo: { value: row.tipo_value, label: row[`tipo_label_${idioma}`] },
    Activo: row.activo === 1,
    DataInicio: row.data_inicio,
    DataFim: row.data_fim,
    Fases: JSON.parse(row[`fases_${idioma}`]) as ContestPhase[],
  }));
  return sendJson(c, contests);
}

export function listContestTypes(c: Context<AppEnv>, { idioma }: z.output<typeof HousingQuery>): Response {
  const rows = allRows<ContestTypeRow>(c.var.db, 'SELECT * FROM contest_types ORDER BY position');
  return sendJson(
    c,
    rows.map((row): ContestTypeOption => ({ value: row.value, label: row[`label_${idioma}`] })),
  );
}
