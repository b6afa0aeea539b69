import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { MenuEntry } from '@/contract/menus';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { NO_PREFERENCES } from '../menu-preferences';
import { MealTables } from './meal-tables';

const canteen: MenuEntry = {
  Restaurante: 'Cantina da Penteada',
  RestauranteId: 'cantina-penteada',
  ementa_dia: '2026-12-09',
  refeicao: 'almoco',
  Sopa: 'Sopa de legumes',
  Prato: 'Esparguete à bolonhesa',
  Sobremesa: 'Fruta da época',
  Alergenos: { Sopa: ['aipo'], Prato: ['gluten', 'ovos', 'aipo'], Sobremesa: [] },
};
const academic: MenuEntry = {
  Restaurante: 'Restaurante Académico',
  RestauranteId: 'restaurante-academico',
  ementa_dia: '2026-12-09',
  refeicao: 'almoco',
  Prato: 'Bacalhau à Brás',
};

test('[HON-05] every dish says its allergens in words, marked or not; a marked one is flagged; a menu without them says whom to ask', async () => {
  const { unmount } = await renderWithProviders(
    <MealTables entries={[canteen, academic]} preferences={NO_PREFERENCES} />,
  );
  expect(screen.getAllByText(/^Alergénios: /).map((line) => line.textContent)).toEqual([
    'Alergénios: aipo',
    'Alergénios: glúten, ovos e aipo',
  ]);
  expect(screen.queryByText(/^contém /)).toBeNull();
  // At the counter or at the table: whoever serves it.
  expect(
    screen.getByText('Sem informação de alergénios nesta ementa: peça-a a quem a serve.'),
  ).toBeInTheDocument();
  unmount();

  await renderWithProviders(
    <MealTables entries={[canteen]} preferences={{ ...NO_PREFERENCES, allergens: ['gluten'] }} />,
    { locale: 'en' },
  );
  expect(screen.getByText('contains gluten')).toBeInTheDocument();
  expect(screen.getByText('Allergens: gluten, eggs and celery')).toBeInTheDocument();
});
