import { z } from 'zod';
import { params } from '../../lib/query';

export const ScholarshipQuery = z.object({ idioma: params.idioma });

export interface ScholarshipListItem {
  Name: string;
  Titulo: string;
  Descricao: string;
  Ordem: number;
}

export interface ScholarshipSection {
  bolsasas_seccoes_titulo: string;
  bolsasas_seccoes_conteudo: string;
}

export interface ScholarshipDetail {
  name: string;
  Titulo: string;
  Introducao: string;
  Seccoes: ScholarshipSection[];
  Protocolo: string;
}
