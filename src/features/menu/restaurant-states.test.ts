import { expect, test } from 'vitest';
import type { Closure } from '@/contract/closures';
import type { MenuEntry } from '@/contract/menus';
import type { Restaurant } from '@/contract/restaurants';
import { closedDays, restaurantStates } from './restaurant-states';

const canteen: Restaurant = {
  Titulo: 'Cantina',
  Descricao: '',
  Horario: '',
  Servicos: [
    { refeicao: 'almoco', dias: [1, 2, 3, 4, 5, 6], inicio: '12:00', fim: '14:30' },
    { refeicao: 'jantar', dias: [1, 2, 3, 4, 5], inicio: '19:00', fim: '21:00' },
  ],
  MesesEncerrado: [],
  DiasEncerrado: [],
};
const academic: Restaurant = {
  ...canteen,
  Titulo: 'Académico',
  Servicos: [{ refeicao: 'almoco', dias: [1, 2, 3, 4, 5], inicio: '12:00', fim: '15:00' }],
};
const bar: Restaurant = { ...canteen, Titulo: 'Bar', Servicos: [] };
const entry = (Restaurante: string): MenuEntry => ({
  Restaurante,
  ementa_dia: '2026-11-25',
  refeicao: 'jantar',
  Prato: 'x',
});

test('[UX-04] menu, closed and not published are told apart per restaurant; bars are left out', () => {
  expect(restaurantStates([canteen, academic, bar], [entry('Cantina')], '2026-11-25', 'jantar')).toEqual([
    { restaurant: 'Cantina', state: 'menu', entry: entry('Cantina') },
    { restaurant: 'Académico', state: 'closed' },
  ]);
  expect(restaurantStates([canteen, academic], [], '2026-11-25', 'jantar')).toEqual([
    { restaurant: 'Cantina', state: 'not-published' },
    { restaurant: 'Académico', state: 'closed' },
  ]);
  // Saturday dinner: the canteen serves lunch only, the academic restaurant nothing that day.
  expect(restaurantStates([canteen, academic], [], '2026-11-28', 'jantar')).toEqual([
    { restaurant: 'Cantina', state: 'closed' },
    { restaurant: 'Académico', state: 'closed', allDay: true },
  ]);
});

test('[UX-04] without known restaurants every menu still shows', () => {
  expect(restaurantStates([], [entry('Cantina')], '2026-11-25', 'jantar')).toEqual([
    { restaurant: 'Cantina', state: 'menu', entry: entry('Cantina') },
  ]);
});

test('[HON-01] [HON-02] a day the calendar closes says why; a day every restaurant is closed is a closed day', () => {
  const calendar = [
    {
      tipo: 'feriado' as const,
      inicio: '2026-12-08',
      fim: '2026-12-08',
      restaurantes: [],
      motivo: 'Imaculada Conceição',
    },
  ];
  expect(restaurantStates([canteen, academic], [], '2026-12-08', 'almoco', calendar)).toEqual([
    { restaurant: 'Cantina', state: 'closed', closure: calendar[0] },
    { restaurant: 'Académico', state: 'closed', closure: calendar[0] },
  ]);
  expect([...closedDays([canteen, academic, bar], calendar, ['2026-12-07', '2026-12-08']).keys()]).toEqual([
    '2026-12-08',
  ]);
});

test('[TRUE-02] past the office’s published calendar no restaurant is said closed or open: not published', () => {
  const unpublished: Closure = {
    tipo: 'por-publicar',
    inicio: '2027-02-01',
    fim: '2027-12-31',
    restaurantes: [],
    motivo: 'Calendário dos SAS ainda não publicado',
  };
  // A Tuesday in August 2027 (the summer closing unknown) and its dinner, which the academic restaurant never serves.
  for (const meal of ['almoco', 'jantar'] as const) {
    expect(restaurantStates([canteen, academic], [], '2027-08-10', meal, [unpublished])).toEqual([
      { restaurant: 'Cantina', state: 'not-published' },
      { restaurant: 'Académico', state: 'not-published' },
    ]);
  }
  expect(closedDays([canteen, academic], [unpublished], ['2027-08-10']).size).toBe(0);
});
