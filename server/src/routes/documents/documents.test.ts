import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { DocumentListSchema } from '../../../../src/contract/documents';

const SPEC_QUERY = 'limit=10&offset=0&owner=682&publicado=1&idioma=pt&sort=doc_ano&direction=DESC';

const t = useTestApp();

async function titles(query: string): Promise<string[]> {
  const { body } = await getParsed(t.app, `/api/sas/document?${query}`, DocumentListSchema);
  return body.data.map((d) => d.doc_titulo);
}

describe('GET /api/sas/document', () => {
  test('the spec call: newest year first, then by title; published only; total', async () => {
    const { res, body } = await getParsed(t.app, `/api/sas/document?${SPEC_QUERY}`, DocumentListSchema);
    expect(res.status).toBe(200);
    expect(body.total).toBe(12);
    expect(body.data).toHaveLength(10);
    expectKeys(body.data[0], ['doc_ano', 'doc_titulo', 'doc_tipo', 'doc_ficheiros']);
    expect(body.data[0]).toEqual({
      doc_ano: 2026,
      doc_titulo: 'Preçário de Alimentação 2026',
      doc_tipo: 'sasprecario',
      doc_ficheiros: [{ doc_ficheiros_nome: 'Documento', doc_ficheiros_url: '/files/documento-01.pdf' }],
    });
    const years = body.data.map((d) => d.doc_ano);
    expect(years).toEqual([...years].sort().reverse());
    expect(body.data.slice(0, 2).map((d) => d.doc_titulo)).toEqual([
      'Preçário de Alimentação 2026',
      'Regulamento de Alojamento',
    ]);
  });

  test('pages do not overlap and cover everything', async () => {
    const first = await titles('limit=5&offset=0');
    const second = await titles('limit=5&offset=5');
    const third = await titles('limit=5&offset=10');
    const all = [...first, ...second, ...third];
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
    expect(all).toEqual(await titles('limit=100'));
  });

  test('direction=ASC puts the oldest year first', async () => {
    const { body } = await getParsed(t.app, '/api/sas/document?direction=ASC&limit=1', DocumentListSchema);
    expect(body.data[0]?.doc_ano).toBe(2022);
  });

  test('tipo filters by document type; empty tipo means all', async () => {
    const { body } = await getParsed(t.app, '/api/sas/document?tipo=sasalojamento', DocumentListSchema);
    expect(body.total).toBe(2);
    expect(body.data.every((d) => d.doc_tipo === 'sasalojamento')).toBe(true);
    const all = await getParsed(t.app, '/api/sas/document?tipo=', DocumentListSchema);
    expect(all.body.total).toBe(12);
  });

  test('[DOC-07] ano filters by year, alone or with tipo and filter', async () => {
    const y2024 = await getParsed(t.app, '/api/sas/document?ano=2024', DocumentListSchema);
    expect(y2024.body.total).toBe(3);
    expect(y2024.body.data.every((d) => d.doc_ano === 2024)).toBe(true);
    const both = await getParsed(t.app, '/api/sas/document?ano=2024&tipo=sasprecario', DocumentListSchema);
    expect(both.body.data.map((d) => d.doc_titulo)).toEqual(['Preçário do alojamento 2024']);
    const none = await getParsed(t.app, '/api/sas/document?ano=2030', DocumentListSchema);
    expect(none.body).toEqual({ data: [], total: 0 });
    const withFilter = await getParsed(
      t.app,
      '/api/sas/document?ano=2025&filter=alimentacao',
      DocumentListSchema,
    );
    expect(withFilter.body.data.map((d) => d.doc_titulo)).toEqual(['Ementas e alimentação saudável']);
  });

  test('filter is case- and accent-insensitive', async () => {
    expect(await titles('filter=alimentacao')).toEqual([
      'Preçário de Alimentação 2026',
      'Ementas e alimentação saudável',
      'Alimentação: horários de verão',
    ]);
    expect(await titles('filter=PRECARIO')).toEqual([
      'Preçário de Alimentação 2026',
      'Preçário do alojamento 2024',
    ]);
    expect(await titles('filter=ALOJAMENTO&limit=100')).toEqual([
      'Regulamento de Alojamento',
      'Preçário do alojamento 2024',
    ]);
    expect(await titles('filter=residência')).toEqual(['Regulamento da Residência Universitária']);
  });

  test('[SITE-02] idioma=en translates titles and file names, falls back per field, searches both', async () => {
    const { body } = await getParsed(
      t.app,
      '/api/sas/document?idioma=en&limit=100&tipo=sasalojamento',
      DocumentListSchema,
    );
    expect(body.data.map((d) => d.doc_titulo)).toEqual([
      'Regulamento de Alojamento',
      'University residence regulation',
    ]);
    expect(body.data[0]?.doc_ficheiros[0]?.doc_ficheiros_nome).toBe('Document');
    // [UX-08] the untranslated document says its content is Portuguese.
    expect(body.data.map((d) => d.idioma_conteudo)).toEqual(['pt', undefined]);
    const { body: found } = await getParsed(
      t.app,
      '/api/sas/document?idioma=en&filter=price%20list',
      DocumentListSchema,
    );
    expect(found.data.map((d) => d.doc_titulo)).toEqual(['Food price list 2026', 'Housing price list 2024']);
    const { body: pt } = await getParsed(
      t.app,
      '/api/sas/document?idioma=en&filter=precario',
      DocumentListSchema,
    );
    expect(pt.total).toBe(2);
  });

  test('files with an empty name or URL pass through as empty strings', async () => {
    const { body } = await getParsed(t.app, '/api/sas/document?ano=2025&limit=100', DocumentListSchema);
    const annex = body.data.find((d) => d.doc_titulo === 'Ementas e alimentação saudável');
    expect(annex?.doc_ficheiros[1]).toEqual({
      doc_ficheiros_nome: '',
      doc_ficheiros_url: '/files/documento-04-anexo.pdf',
    });
    const law = body.data.find((d) => d.doc_titulo === 'Lei de bases da ação social');
    expect(law?.doc_ficheiros[1]).toEqual({
      doc_ficheiros_nome: 'Anexo sem ficheiro',
      doc_ficheiros_url: '',
    });
  });

  test('owner other than 682 is empty', async () => {
    const { body } = await getParsed(t.app, '/api/sas/document?owner=1', DocumentListSchema);
    expect(body).toEqual({ data: [], total: 0 });
  });

  test.each([
    ['tipo=bogus', 'tipo'],
    ['ano=abc', 'ano'],
    ['ano=1999', 'ano'],
    ['ano=2101', 'ano'],
    ['limit=-1', 'limit'],
    ['offset=-3', 'offset'],
    ['sort=doc_titulo', 'sort'],
    ['direction=up', 'direction'],
  ])('[ERR-04] %s answers 400 JSON', async (query, param) => {
    await expectBadRequest(t.app, `/api/sas/document?${query}`, param);
  });

  test('revalidation answers 304', async () => {
    await expectRevalidates(t.app, `/api/sas/document?${SPEC_QUERY}`);
  });
});
