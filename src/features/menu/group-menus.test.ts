import { describe, expect, test } from 'vitest';
import type { MenuEntry } from '@/contract/menus';
import { daysWithMenu, groupByWeekday, menusFor, servedCourses } from './group-menus';

function entry(
  ementa_dia: string,
  refeicao: MenuEntry['refeicao'],
  extra: Partial<MenuEntry> = {},
): MenuEntry {
  return {
    Restaurante: 'Cantina da Penteada',
    ementa_dia,
    refeicao,
    Sopa: 'Canja',
    Prato: 'Bife',
    'Prato de Peixe': null,
    Vegetariano: null,
    Acompanhamento: 'Arroz',
    sandesdodia: null,
    salada: null,
    Sobremesa: 'Fruta',
    ...extra,
  };
}

describe('menus', () => {
  test('[MENU-05] grouped by weekday 1..6 of ementa_dia, Sundays dropped', () => {
    const groups = groupByWeekday([
      entry('2026-11-23', 'almoco'),
      entry('2026-11-28', 'jantar'),
      entry('2026-11-23', 'jantar'),
      entry('2026-11-22', 'almoco'),
    ]);
    expect([...groups.keys()].sort()).toEqual([1, 6]);
    expect(groups.get(1)).toHaveLength(2);
    expect(groups.get(6)?.[0]?.refeicao).toBe('jantar');
  });

  test('[MENU-06] menusFor picks the day and meal', () => {
    const entries = [
      entry('2026-11-25', 'almoco'),
      entry('2026-11-25', 'almoco', { Restaurante: 'Restaurante Académico' }),
      entry('2026-11-24', 'jantar'),
    ];
    expect(menusFor(entries, '2026-11-25', 'almoco').map((e) => e.Restaurante)).toEqual([
      'Cantina da Penteada',
      'Restaurante Académico',
    ]);
    expect(menusFor(entries, '2026-11-25', 'jantar')).toEqual([]);
    expect(daysWithMenu(entries)).toEqual(['2026-11-24', '2026-11-25']);
  });

  test('[MENU-08] only non-null courses, in serving order', () => {
    expect(servedCourses(entry('2026-11-23', 'almoco', { salada: 'Alface', Sobremesa: '  ' }))).toEqual([
      { course: 'Sopa', dish: 'Canja' },
      { course: 'Prato', dish: 'Bife' },
      { course: 'Acompanhamento', dish: 'Arroz' },
      { course: 'salada', dish: 'Alface' },
    ]);
  });
});
