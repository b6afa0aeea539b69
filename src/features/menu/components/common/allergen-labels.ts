import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Allergen } from '@/contract/menu/allergens';

/** The 14 allergens of EU Regulation 1169/2011 (Annex II), in words: a flag is never an icon alone. */
export const allergenLabels: Record<Allergen, MessageDescriptor> = {
  gluten: msg`glúten`,
  crustaceos: msg`crustáceos`,
  ovos: msg`ovos`,
  peixe: msg`peixe`,
  amendoins: msg`amendoins`,
  soja: msg`soja`,
  leite: msg`leite`,
  'frutos-de-casca-rija': msg`frutos de casca rija`,
  aipo: msg`aipo`,
  mostarda: msg`mostarda`,
  sesamo: msg`sésamo`,
  sulfitos: msg`sulfitos`,
  tremoco: msg`tremoço`,
  moluscos: msg`moluscos`,
};
