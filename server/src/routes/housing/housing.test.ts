import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { ContestListSchema, ContestTypeListSchema } from '../../../../src/contract/housing-contests';

const t = useTestApp();

describe('GET /api/sas/alojamento/concursos', () => {
  test('contests with the seed shape; relative dates resolved against the seed day (2026-03-11)', async () => {
    const { res, body } = await getParsed(t.app, '/api/sas/alojamento/concursos', ContestListSchema);
    expect(res.status).toBe(200);
    expect(body).toHaveLength(3);
    expectKeys(body[0], ['ID', 'Tipo', 'Activo', 'DataInicio', 'DataFim', 'Fases']);
    expect(body[0]).toEqual({
      ID: 1,
      Tipo: { value: 'novosalunos', label: 'Novos Alunos' },
      Activo: true,
      DataInicio: '2026-03-01',
      DataFim: '2026-04-10',
      Fases: [
        { Fase: '1.ª fase', DataInicio: '2026-03-01', DataFim: '2026-03-10' },
        { Fase: '2.ª fase', DataInicio: '2026-03-12', DataFim: '2026-04-10' },
      ],
    });
    expect(body[1]).toMatchObject({
      Activo: false,
      DataInicio: '2025-05-01',
      DataFim: '2025-06-30',
      Fases: [],
    });
  });

  test('[SITE-02] idioma=en translates labels and phases with fallback', async () => {
    const { body } = await getParsed(t.app, '/api/sas/alojamento/concursos?idioma=en', ContestListSchema);
    expect(body[0]?.Tipo.label).toBe('New students');
    expect(body[0]?.Fases.map((f) => f.Fase)).toEqual(['1st phase', '2.ª fase']);
    expect(body[2]?.Tipo).toEqual({ value: 'outros', label: 'Outros' });
  });

  test('[ERR-04] bad idioma answers 400; revalidation answers 304', async () => {
    await expectBadRequest(t.app, '/api/sas/alojamento/concursos?idioma=x', 'idioma');
    await expectRevalidates(t.app, '/api/sas/alojamento/concursos');
  });
});

describe('GET /api/sas/alojamento/tiposconcursos', () => {
  test('value/label options in seed order, translated', async () => {
    const pt = await getParsed(t.app, '/api/sas/alojamento/tiposconcursos', ContestTypeListSchema);
    expect(pt.body.map((o) => o.value)).toEqual([
      'recandidatura',
      'mobilidade',
      'internacional',
      'novosalunos',
    ]);
    expectKeys(pt.body[0], ['value', 'label']);
    expect(pt.body[0]?.label).toBe('Recandidatura');
    const en = await getParsed(t.app, '/api/sas/alojamento/tiposconcursos?idioma=en', ContestTypeListSchema);
    expect(en.body.map((o) => o.label)).toEqual([
      'Re-application',
      'Mobility',
      'International',
      'Novos Alunos',
    ]);
  });
});
