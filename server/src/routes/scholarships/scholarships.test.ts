import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectNotFound,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { ScholarshipListSchema, ScholarshipSchema } from '../../../../src/contract/scholarships';

const t = useTestApp();

describe('GET /api/bolsassas', () => {
  test('a plain array in seed order with Name, Titulo, Descricao, Ordem', async () => {
    const { res, body } = await getParsed(t.app, '/api/bolsassas?idioma=pt', ScholarshipListSchema);
    expect(res.status).toBe(200);
    expect(body.map((s) => s.Name)).toEqual([
      'bolsa-dges',
      'bolsa-santander',
      'fundo-de-apoio-de-emergencia',
    ]);
    expectKeys(body[0], ['Name', 'Titulo', 'Descricao', 'Ordem']);
    expect(body[1]).toEqual({
      Name: 'bolsa-santander',
      Titulo: 'Bolsa Santander',
      Descricao: 'Bolsa de mérito.',
      Ordem: 0,
    });
  });

  test('[SITE-02] idioma=en translates with per-field fallback', async () => {
    const { body } = await getParsed(t.app, '/api/bolsassas?idioma=en', ScholarshipListSchema);
    expect(body[0]?.Titulo).toBe('DGES study grants');
    expect(body[1]?.Titulo).toBe('Bolsa Santander');
    expect(body[2]).toMatchObject({ Titulo: 'Emergency Support Fund', Descricao: 'Apoio urgente.' });
  });

  test('[ERR-04] a bad idioma answers 400', async () => {
    await expectBadRequest(t.app, '/api/bolsassas?idioma=de', 'idioma');
  });

  test('revalidation answers 304', async () => {
    await expectRevalidates(t.app, '/api/bolsassas?idioma=pt');
  });
});

describe('GET /api/bolsassas/:id', () => {
  test('detail with sections and the protocol URL', async () => {
    const { body } = await getParsed(t.app, '/api/bolsassas/bolsa-dges', ScholarshipSchema);
    expectKeys(body, ['name', 'Titulo', 'Introducao', 'Seccoes', 'Protocolo']);
    expect(body.name).toBe('bolsa-dges');
    expect(body.Protocolo).toBe('/files/protocolo-dges.pdf');
    expect(body.Seccoes).toHaveLength(2);
    expectKeys(body.Seccoes[0], ['bolsasas_seccoes_titulo', 'bolsasas_seccoes_conteudo']);
    expect(body.Seccoes[0]?.bolsasas_seccoes_titulo).toBe('Quem pode candidatar-se');
  });

  test('[SITE-02] English detail; untranslated section falls back to Portuguese', async () => {
    const { body } = await getParsed(t.app, '/api/bolsassas/bolsa-dges?idioma=en', ScholarshipSchema);
    expect(body.Titulo).toBe('DGES study grants');
    expect(body.Seccoes.map((s) => s.bolsasas_seccoes_titulo)).toEqual(['Who can apply', 'Prazos']);
  });

  test('no protocol gives an empty string', async () => {
    const { body } = await getParsed(t.app, '/api/bolsassas/bolsa-santander', ScholarshipSchema);
    expect(body.Protocolo).toBe('');
    expect(body.Seccoes).toEqual([]);
  });

  test('[ERR-04] unknown slug answers 404 JSON', async () => {
    await expectNotFound(t.app, '/api/bolsassas/bolsa-inexistente');
  });
});
