import type { Context } from 'hono';
import { sendJson } from '../../lib/respond';
import { allRows } from '../../lib/sql';
import type { AppEnv } from '../../lib/types';
import type { TeamMember } from '../../../../src/contract/team';

interface TeamRow {
  nome: string;
  funcao_pt: string;
  funcao_en: string;
  email: string;
  telefone: string;
  imagem: string;
  url: string;
  responsavel: number;
}

export function listTeam(c: Context<AppEnv>): Response {
  const rows = allRows<TeamRow>(c.var.db, 'SELECT * FROM team ORDER BY position');
  const team = rows.map((row): TeamMember => ({
    nome: row.nome,
    funcao: { pt: row.funcao_pt, en: row.funcao_en },
    email: row.email,
    telefone: row.telefone,
    imagem: row.imagem ? `/uploads/${row.imagem}` : '',
    url: row.url,
    responsavel: row.responsavel === 1,
  }));
  return sendJson(c, team);
}
