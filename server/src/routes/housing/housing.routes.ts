import { z } from 'zod';
import { params } from '../../lib/query';

export const HousingQuery = z.object({ idioma: params.idioma });

export interface ContestPhase {
  Fase: string;
  DataInicio: string;
  DataFim: string;
}

export interface Contest {
  ID: number;
  Tipo: { value: string; label: string };
  Activo: boolean;
  DataInicio: string;
  DataFim: string;
  Fases: ContestPhase[];
}

export interface ContestType {
  value: string;
  label: string;
}
