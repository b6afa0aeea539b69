import { describe, expect, test } from 'vitest';
import { addDays } from '../lib/dates';
import { generateClosures, type ClosureRow } from './generate-closures';
import { generateMenus, menuRange } from './generate-menus';
import { readSeed } from './read-seed';

// The real calendar (server/seed/closures.json + date-holidays), generated as the server does for a fixed today.
const seed = readSeed();
function around(today: string) {
  const closures = generateClosures(seed.closures, {
    first: menuRange(today).first,
    last: addDays(today, 365),
  });
  const menus = generateMenus(seed.menuDishes, seed.restaurants, today, closures);
  const served = (id: string, day: string) =>
    menus.filter((m) => m.restaurantId === id && m.day === day).map((m) => m.meal);
  return { closures, served };
}
/** The holidays and the office's entries in force on `day` (not the days past its published calendar). */
const on = (closures: ClosureRow[], day: string) =>
  closures.filter((c) => c.inicio <= day && day <= c.fim && c.tipo !== 'por-publicar');

describe('the real closures calendar', () => {
  test('[HON-01] national holidays, Madeira’s and Funchal’s, named in both languages; no menu on them', () => {
    const { closures, served } = around('2026-12-08');
    expect(on(closures, '2026-12-08')).toEqual([
      expect.objectContaining({
        tipo: 'feriado',
        restaurantes: [],
        motivo: { pt: 'Imaculada Conceição', en: 'Immaculate Conception' },
      }),
    ]);
    expect(on(closures, '2026-12-01')[0]?.motivo).toEqual({
      pt: 'Restauração da Independência',
      en: 'Restoration of Independence Day',
    });
    expect(on(closures, '2027-07-01')[0]?.motivo).toEqual({
      pt: 'Dia da Região Autónoma da Madeira',
      en: 'Madeira Day',
    });
    expect(on(closures, '2027-08-21')[0]?.motivo.pt).toBe('Dia da Cidade do Funchal');
    // Named as the law writes them, a capital on each noun (the library writes "Dia do trabalhador").
    expect(on(closures, '2027-05-01')[0]?.motivo).toEqual({ pt: 'Dia do Trabalhador', en: 'Labour Day' });
    expect(on(closures, '2027-11-01')[0]?.motivo).toEqual({ pt: 'Todos os Santos', en: "All Saints' Day" });
    expect(on(closures, '2026-12-26').map((c) => c.motivo.pt)).toEqual([
      'Férias de Natal',
      'Primeira Oitava',
    ]);
    for (const id of ['cantina-penteada', 'restaurante-academico']) {
      expect(served(id, '2026-12-08')).toEqual([]);
      expect(served(id, '2026-12-01')).toEqual([]);
      expect(served(id, '2026-12-24')).toEqual([]);
    }
    expect(served('cantina-penteada', '2026-12-09')).toEqual(['almoco']); // the seed's Wednesday without dinner
    expect(served('cantina-penteada', '2026-12-10')).toEqual(['almoco', 'jantar']);
  });

  test('[HON-01] August 2026 as notice 17/2026 says: the canteen closed 3-28, the academic restaurant open at lunch', () => {
    const { served } = around('2026-08-10');
    expect(served('cantina-penteada', '2026-08-10')).toEqual([]);
    expect(served('cantina-penteada', '2026-08-29')).toEqual(['almoco']); // open again (Saturday: lunch)
    expect(served('restaurante-academico', '2026-08-10')).toEqual(['almoco']);
    expect(served('restaurante-academico', '2026-08-21')).toEqual([]); // Funchal City Day
    expect(seed.restaurants.find((r) => r.id === 'restaurante-academico')?.MesesEncerrado).toEqual([]);
  });

  test('[HON-01] every closure the office published names its notice, which tells the same months', () => {
    const months = [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ];
    for (const closure of seed.closures.encerramentos) {
      const notice = seed.notices.find((n) => n.post_name === closure.aviso);
      expect(notice, JSON.stringify(closure)).toBeDefined();
      const text = notice!.docaviso_descricao.pt;
      for (const day of [closure.inicio, closure.fim]) {
        expect(text, `${closure.aviso} ${day}`).toContain(months[Number(day.slice(5, 7)) - 1]);
      }
      // Announced before it starts.
      expect(notice!.docaviso_datavigor <= closure.inicio).toBe(true);
    }
  });

  test('[TRUE-02] the office’s calendar says how far it goes, and covers every closing it lists', () => {
    const until = seed.closures.calendario_ate;
    expect(until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const closure of seed.closures.encerramentos) expect(closure.fim <= until!).toBe(true);
  });

  // Menus are made for weeks around "today": whatever today is, none falls past the calendar the office published,
  // and no screen or feed can take a year with no data for a year with no closures.
  test.each(['2026-11-28', '2026-12-28', '2027-01-02', '2027-03-10', '2027-08-10'])(
    '[TRUE-02] today %s: every menu made lies within the office’s published calendar',
    (today) => {
      const until = seed.closures.calendario_ate!;
      const { closures, served } = around(today);
      const menus = generateMenus(seed.menuDishes, seed.restaurants, today, closures);
      expect(menus.filter((m) => m.day > until)).toEqual([]);
      const range = menuRange(today);
      if (range.last > until) {
        expect(closures.filter((c) => c.tipo === 'por-publicar')).toEqual([
          expect.objectContaining({ inicio: addDays(until, 1), fim: addDays(today, 365) }),
        ]);
        // August 2027: the summer closing is not known, so no meal is made (not a month of menus).
        for (const id of ['cantina-penteada', 'restaurante-academico'])
          expect(served(id, range.last > '2027-08-10' ? '2027-08-10' : range.last)).toEqual([]);
      }
    },
  );

  test('[TRUE-02] past the published calendar the holidays are still known (Good Friday 2027)', () => {
    const { closures } = around('2027-03-10');
    expect(on(closures, '2027-03-26')).toEqual([
      expect.objectContaining({ tipo: 'feriado', motivo: { pt: 'Sexta-Feira Santa', en: 'Good Friday' } }),
    ]);
  });
});
