import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentType } from '@/contract/requests/document-types';

/** Earliest year in the year dropdown (spec section 9). */
export const FIRST_DOCUMENT_YEAR = 2022;

/** The year dropdown: current year down to 2022 ('Todos os Anos' is the empty choice). */
export function documentYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= FIRST_DOCUMENT_YEAR; year--) years.push(year);
  return years;
}

export const documentTypeLabels: Record<DocumentType, MessageDescriptor> = {
  sasalojamento: msg`Alojamento`,
  sasbolsasdeestudo: msg`Bolsas de Estudo`,
  sasalimentacao: msg`Alimentação`,
  sasprecario: msg`Preçários`,
  saslegislacao: msg`Legislação`,
  sasiig: msg`Instrumentos e Indicadores de Gestão`,
  sasprocconcursais: msg`Procedimentos Concursais`,
};
