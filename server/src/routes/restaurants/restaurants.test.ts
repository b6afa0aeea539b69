import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { RestaurantListSchema } from '../../../../src/contract/restaurants';

const t = useTestApp();

describe('GET /api/restaurantes', () => {
  test('a plain array of Titulo, Descricao, Horario in seed order', async () => {
    const { body } = await getParsed(t.app, '/api/restaurantes?idioma=pt', RestaurantListSchema);
    expect(body).toHaveLength(3);
    expectKeys(body[0], [
      'id',
      'Titulo',
      'Descricao',
      'Horario',
      'Servicos',
      'MesesEncerrado',
      'DiasEncerrado',
    ]);
    expect(body.map((r) => r.id)).toEqual(['cantina', 'restaurante-academico', 'bar-penteada']);
    expect(body[2]).toEqual({
      id: 'bar-penteada',
      Titulo: 'Bar da Penteada',
      Descricao: 'Snack-bar.',
      Horario: '08:30 - 15:30',
      Servicos: [],
      MesesEncerrado: [],
      DiasEncerrado: [],
    });
  });

  test('[UX-04] opening hours as data: meal services per weekday', async () => {
    const { body } = await getParsed(t.app, '/api/restaurantes?idioma=en', RestaurantListSchema);
    expect(body[0]?.Servicos).toEqual([
      { refeicao: 'almoco', dias: [1, 2, 3, 4, 5, 6], inicio: '12:00', fim: '14:30' },
      { refeicao: 'jantar', dias: [1, 2, 3, 4, 5, 6], inicio: '19:00', fim: '21:00' },
    ]);
  });

  test('[SITE-02] idioma=en with per-field fallback', async () => {
    const { body } = await getParsed(t.app, '/api/restaurantes?idioma=en', RestaurantListSchema);
    expect(body[0]?.Titulo).toBe('Canteen');
    expect(body[1]).toMatchObject({
      Titulo: 'Academic Restaurant',
      Descricao: 'Serviço à carta.',
      Horario: '12:00 - 15:00',
    });
    expect(body[2]).toMatchObject({
      Titulo: 'Bar da Penteada',
      Descricao: 'Snack bar.',
      Horario: '08:30 - 15:30',
    });
  });

  test('[ERR-04] bad idioma answers 400; revalidation answers 304', async () => {
    await expectBadRequest(t.app, '/api/restaurantes?idioma=123', 'idioma');
    await expectRevalidates(t.app, '/api/restaurantes');
  });
});
