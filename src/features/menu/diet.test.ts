import { expect, test } from 'vitest';
import type { MenuEntry } from '@/contract/menus';
import { dishRows, hasDietDish } from './diet';
import { NO_PREFERENCES, parsePreferences } from './menu-preferences';

const entry: MenuEntry = {
  Restaurante: 'Cantina da Penteada',
  ementa_dia: '2026-12-09',
  refeicao: 'almoco',
  Sopa: 'Sopa de trigo',
  Prato: 'Esparguete à bolonhesa',
  'Prato de Peixe': 'Salmão grelhado',
  Vegetariano: 'Lasanha de legumes',
  Sobremesa: 'Fruta da época',
  Alergenos: {
    Sopa: ['gluten', 'aipo'],
    Prato: ['gluten', 'aipo'],
    'Prato de Peixe': ['peixe'],
    Vegetariano: ['gluten', 'ovos', 'leite'],
    Sobremesa: [],
  },
};

test('[HON-04] "vegetarian only" leaves out the other main courses; "highlight" keeps them and marks its own', () => {
  const only = dishRows(entry, { ...NO_PREFERENCES, diet: 'vegetariano' });
  expect(only.map((row) => row.course)).toEqual(['Sopa', 'Vegetariano', 'Sobremesa']);
  const highlight = dishRows(entry, { ...NO_PREFERENCES, diet: 'peixe', dietMode: 'highlight' });
  expect(highlight.filter((row) => row.isDiet).map((row) => row.course)).toEqual(['Prato de Peixe']);
  expect(highlight).toHaveLength(5);
  expect(hasDietDish({ ...entry, Vegetariano: null }, { ...NO_PREFERENCES, diet: 'vegetariano' })).toBe(
    false,
  );
});

test('[HON-05] marked allergens are flagged on the dishes that contain them, in the EU list order', () => {
  const rows = dishRows(entry, { ...NO_PREFERENCES, allergens: ['leite', 'gluten'] });
  expect(rows.map((row) => row.flagged)).toEqual([['gluten'], ['gluten'], [], ['gluten', 'leite'], []]);
  // Every dish's allergens, marked or not: a student who marked none still reads them.
  expect(dishRows(entry, NO_PREFERENCES).map((row) => row.allergens)).toEqual([
    ['gluten', 'aipo'],
    ['gluten', 'aipo'],
    ['peixe'],
    ['gluten', 'ovos', 'leite'],
    [],
  ]);
  expect(dishRows(entry, NO_PREFERENCES).every((row) => row.flagged.length === 0)).toBe(true);
  expect(
    dishRows({ ...entry, Alergenos: undefined }, { ...NO_PREFERENCES, allergens: ['gluten'] })[0]?.flagged,
  ).toEqual([]);
});

test('[HON-04] saved preferences are checked field by field', () => {
  expect(
    parsePreferences({ diet: 'peixe', dietMode: 'highlight', allergens: ['gluten', 'x'], cutoff: '16:00' }),
  ).toEqual({
    diet: 'peixe',
    dietMode: 'highlight',
    allergens: ['gluten'],
    cutoff: '16:00',
  });
  expect(parsePreferences({ diet: 'vegan', cutoff: '25:00', allergens: 'gluten' })).toEqual(NO_PREFERENCES);
  expect(parsePreferences(null)).toEqual(NO_PREFERENCES);
});
