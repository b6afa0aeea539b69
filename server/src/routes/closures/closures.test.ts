import { describe, expect, test } from 'vitest';
import { expectBadRequest, expectRevalidates, getParsed, useTestApp } from '../../test-utils/test-app';
import { ClosureCalendarSchema } from '../../../../src/contract/closures';
import { WeekMenuSchema } from '../../../../src/contract/menus';

// TEST_NOW is Wednesday 2026-03-11; the fixture's calendar (db/__fixtures__/seed/closures.json) closes the academic
// restaurant 20-31 March and changes the canteen's dinner on 16-17 March.
const t = useTestApp();

describe('GET /api/encerramentos', () => {
  test('[HON-01] national holidays (date-holidays, PT), regional ones and the office closures, in date order', async () => {
    const { body } = await getParsed(t.app, '/api/encerramentos?idioma=pt', ClosureCalendarSchema);
    const days = body.map((c) => c.inicio);
    expect(days).toEqual([...days].sort());
    // From four weeks before the current week (Monday 9 February) to a year ahead.
    expect(days[0]! >= '2026-02-09').toBe(true);
    expect(days.at(-1)! <= '2027-03-11').toBe(true);
    expect(body).toContainEqual({
      tipo: 'feriado',
      inicio: '2026-04-03',
      fim: '2026-04-03',
      restaurantes: [],
      motivo: 'Sexta-Feira Santa',
    });
    expect(body).toContainEqual(expect.objectContaining({ inicio: '2026-07-01', motivo: 'Dia da Região' }));
    expect(body).toContainEqual(
      expect.objectContaining({ inicio: '2026-12-08', motivo: 'Imaculada Conceição' }),
    );
    // Carnival is an observance, not a public holiday: the office announces it when it closes.
    expect(body.some((c) => c.inicio === '2027-02-09')).toBe(false);
    expect(body).toContainEqual({
      tipo: 'ferias',
      inicio: '2026-03-20',
      fim: '2026-03-31',
      restaurantes: ['restaurante-academico'],
      motivo: 'Férias da Páscoa',
    });
    const changed = body.find((c) => c.tipo === 'horario');
    expect(changed?.servicos?.find((s) => s.refeicao === 'jantar')?.fim).toBe('20:30');
  });

  test('[HON-01] [SITE-02] idioma=en names the holidays in English, falling back to Portuguese', async () => {
    const { body } = await getParsed(t.app, '/api/encerramentos?idioma=en', ClosureCalendarSchema);
    expect(body.find((c) => c.inicio === '2026-12-08')?.motivo).toBe('Immaculate Conception');
    expect(body.find((c) => c.inicio === '2026-07-01')?.motivo).toBe('Madeira Day');
    expect(body.find((c) => c.tipo === 'horario')?.motivo).toBe('Jantar até às 20:30');
  });

  test('[HON-01] the generated menus skip the closed days', async () => {
    const { body } = await getParsed(
      t.app,
      '/api/ementas?startdate=20260316&enddate=20260328',
      WeekMenuSchema,
    );
    const academic = body.filter((m) => m.RestauranteId === 'restaurante-academico').map((m) => m.ementa_dia);
    expect(academic.every((day) => day < '2026-03-20')).toBe(true);
    expect(academic).toContain('2026-03-19');
    expect(body.filter((m) => m.RestauranteId === 'cantina' && m.ementa_dia === '2026-03-21')).toHaveLength(
      2,
    );
  });

  test('[ERR-04] bad idioma answers 400; revalidation answers 304', async () => {
    await expectBadRequest(t.app, '/api/encerramentos?idioma=xx', 'idioma');
    await expectRevalidates(t.app, '/api/encerramentos');
  });
});
