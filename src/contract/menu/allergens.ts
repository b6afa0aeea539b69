/*
 * The 14 allergens of EU Regulation 1169/2011, Annex II, as the codes a menu carries per dish (`Alergenos`,
 * menus.ts). Plain values, apart from the schemas: the app names them in words from its catalog.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceos',
  'ovos',
  'peixe',
  'amendoins',
  'soja',
  'leite',
  'frutos-de-casca-rija',
  'aipo',
  'mostarda',
  'sesamo',
  'sulfitos',
  'tremoco',
  'moluscos',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
