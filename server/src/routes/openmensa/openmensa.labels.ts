import type { Allergen } from '../../../../src/contract/menu/allergens';
import type { Course, Meal } from '../../../../src/contract/menu/meals';
import type { Lang } from '../../lib/i18n';

/**
 * The feed's words, in both languages: category names (meal and course) and allergens. The app words the same things
 * from its catalog (src/features/menu/components/course-labels.ts, allergen-labels.ts); a feed is read by other apps.
 */
export const MEAL_LABELS: Record<Meal, Record<Lang, string>> = {
  almoco: { pt: 'Almoço', en: 'Lunch' },
  jantar: { pt: 'Jantar', en: 'Dinner' },
};

export const COURSE_LABELS: Record<Course, Record<Lang, string>> = {
  Sopa: { pt: 'Sopa', en: 'Soup' },
  Prato: { pt: 'Prato de carne', en: 'Meat dish' },
  'Prato de Peixe': { pt: 'Prato de peixe', en: 'Fish dish' },
  Vegetariano: { pt: 'Vegetariano', en: 'Vegetarian' },
  Acompanhamento: { pt: 'Acompanhamento', en: 'Side dish' },
  sandesdodia: { pt: 'Sandes do dia', en: 'Sandwich of the day' },
  salada: { pt: 'Salada do dia', en: 'Salad of the day' },
  Sobremesa: { pt: 'Sobremesa', en: 'Dessert' },
};

export const ALLERGEN_LABELS: Record<Allergen, Record<Lang, string>> = {
  gluten: { pt: 'glúten', en: 'gluten' },
  crustaceos: { pt: 'crustáceos', en: 'crustaceans' },
  ovos: { pt: 'ovos', en: 'eggs' },
  peixe: { pt: 'peixe', en: 'fish' },
  amendoins: { pt: 'amendoins', en: 'peanuts' },
  soja: { pt: 'soja', en: 'soya' },
  leite: { pt: 'leite', en: 'milk' },
  'frutos-de-casca-rija': { pt: 'frutos de casca rija', en: 'nuts' },
  aipo: { pt: 'aipo', en: 'celery' },
  mostarda: { pt: 'mostarda', en: 'mustard' },
  sesamo: { pt: 'sésamo', en: 'sesame' },
  sulfitos: { pt: 'sulfitos', en: 'sulphites' },
  tremoco: { pt: 'tremoço', en: 'lupin' },
  moluscos: { pt: 'moluscos', en: 'molluscs' },
};

export const NOTES = {
  allergens: { pt: 'Alergénios', en: 'Allergens' },
  noAllergens: { pt: 'Sem alergénios da lista da UE', en: 'None of the EU list of allergens' },
  atTheCounter: {
    pt: 'Informação sobre alergénios no balcão',
    en: 'Allergen information at the counter',
  },
} satisfies Record<string, Record<Lang, string>>;
