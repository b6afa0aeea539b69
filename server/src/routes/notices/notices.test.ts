import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectNotFound,
  expectRevalidates,
  getJson,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { NoticeListSchema, NoticeSchema } from '../../../../src/contract/notices';

const t = useTestApp();

const SPEC_QUERY = 'limit=10&offset=0&publicado=1&idioma=pt&owner=682&sort=docaviso_datavigor&direction=DESC';

describe('GET /api/docavisos', () => {
  test('[NOT-01] the list call with the spec parameters answers a page and the total', async () => {
    const { res, body } = await getParsed(t.app, `/api/docavisos?${SPEC_QUERY}`, NoticeListSchema);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expectKeys(body, ['data', 'total']);
    expect(body.total).toBe(11);
    expect(body.data).toHaveLength(10);
    const first = body.data[0];
    expectKeys(first, [
      'ID',
      'post_name',
      'post_title',
      'docaviso_descricao',
      'docaviso_datavigor',
      'docaviso_ficheiros',
      'link',
    ]);
    expect(first).toEqual({
      ID: 1,
      post_name: 'aviso-alimentacao-marco',
      post_title: 'Ementas de Alimentação — março',
      docaviso_descricao: '<p>Informação sobre a <strong>alimentação</strong> na cantina.</p>',
      docaviso_datavigor: '2026-03-01',
      docaviso_ficheiros: [
        { doc_ficheiros_nome: 'Aviso completo', doc_ficheiros_url: '/files/aviso-alimentacao-marco.pdf' },
      ],
      link: '/avisosecomunicados/aviso-alimentacao-marco',
    });
  });

  test('[NOT-01] newest first by default; direction=ASC reverses; ties are stable', async () => {
    const desc = await getParsed(t.app, '/api/docavisos?limit=100', NoticeListSchema);
    const dates = desc.body.data.map((n) => n.docaviso_datavigor);
    expect(dates).toEqual([...dates].sort().reverse());
    const asc = await getParsed(t.app, '/api/docavisos?limit=100&direction=ASC', NoticeListSchema);
    expect(asc.body.data.map((n) => n.docaviso_datavigor)).toEqual([...dates].sort());
    const tied = desc.body.data.filter((n) => n.docaviso_datavigor === '2025-06-01').map((n) => n.post_name);
    expect(tied).toEqual(['aviso-04-2025', 'aviso-05-2025']);
  });

  test('[NOT-01] limit/offset paginate; total does not depend on them', async () => {
    const all = await getParsed(t.app, '/api/docavisos?limit=100', NoticeListSchema);
    const page2 = await getParsed(t.app, '/api/docavisos?limit=4&offset=4', NoticeListSchema);
    expect(page2.body.total).toBe(11);
    expect(page2.body.data.map((n) => n.post_name)).toEqual(
      all.body.data.slice(4, 8).map((n) => n.post_name),
    );
    const past = await getParsed(t.app, '/api/docavisos?offset=50', NoticeListSchema);
    expect(past.body).toEqual({ data: [], total: 11 });
    const fallback = await getParsed(t.app, '/api/docavisos', NoticeListSchema);
    expect(fallback.body.data).toHaveLength(10);
  });

  test('[NOT-01] unpublished notices are never listed, whatever publicado says', async () => {
    for (const query of ['', '?publicado=1', '?publicado=0']) {
      const { body } = await getParsed(t.app, `/api/docavisos${query}`, NoticeListSchema);
      expect(body.total).toBe(11);
    }
    const { body } = await getParsed(t.app, '/api/docavisos?limit=100', NoticeListSchema);
    expect(body.data.map((n) => n.post_name)).not.toContain('aviso-interno');
  });

  test('[NOT-01] owner other than 682 answers an empty list', async () => {
    const { body } = await getParsed(t.app, '/api/docavisos?owner=1', NoticeListSchema);
    expect(body).toEqual({ data: [], total: 0 });
  });

  test('[NOT-03] filter is case- and accent-insensitive, needs every word in any order, searches title and description', async () => {
    const food = await getParsed(t.app, '/api/docavisos?filter=alimentacao', NoticeListSchema);
    expect(food.body.data.map((n) => n.post_name)).toEqual(['aviso-alimentacao-marco']);
    expect(food.body.total).toBe(1);
    const housing = await getParsed(t.app, '/api/docavisos?filter=alojamento', NoticeListSchema);
    expect(housing.body.data.map((n) => n.post_name)).toEqual(['aviso-candidaturas-alojamento']);
    const upper = await getParsed(t.app, '/api/docavisos?filter=ALOJAMENTO', NoticeListSchema);
    expect(upper.body.total).toBe(1);
    const accented = await getParsed(t.app, '/api/docavisos?filter=RESIDÊNCIA', NoticeListSchema);
    expect(accented.body.data.map((n) => n.post_name)).toEqual(['aviso-candidaturas-alojamento']);
    const byDescription = await getParsed(
      t.app,
      '/api/docavisos?filter=comunicado%20geral',
      NoticeListSchema,
    );
    expect(byDescription.body.total).toBe(9);
    // Every word, in any order, not side by side: "candidaturas alojamento" finds "Candidaturas ao ALOJAMENTO".
    for (const words of ['candidaturas%20alojamento', 'Alojamento%20CANDIDATURAS']) {
      const both = await getParsed(t.app, `/api/docavisos?filter=${words}`, NoticeListSchema);
      expect(
        both.body.data.map((n) => n.post_name),
        words,
      ).toEqual(['aviso-candidaturas-alojamento']);
    }
    const oneMissing = await getParsed(t.app, '/api/docavisos?filter=alojamento%20bolsa', NoticeListSchema);
    expect(oneMissing.body.total).toBe(0);
    const tagName = await getParsed(t.app, '/api/docavisos?filter=strong', NoticeListSchema);
    expect(tagName.body.total).toBe(0);
    const percent = await getParsed(t.app, '/api/docavisos?filter=%25', NoticeListSchema);
    expect(percent.body.total).toBe(0);
  });

  test('[SITE-02] idioma=en translates per field and falls back to Portuguese', async () => {
    const { body } = await getParsed(t.app, '/api/docavisos?idioma=en&limit=100', NoticeListSchema);
    const food = body.data.find((n) => n.post_name === 'aviso-alimentacao-marco');
    expect(food?.post_title).toBe('Food menus — March');
    expect(food?.docaviso_ficheiros[0]?.doc_ficheiros_nome).toBe('Full notice');
    const housing = body.data.find((n) => n.post_name === 'aviso-candidaturas-alojamento');
    expect(housing?.post_title).toBe('Candidaturas ao ALOJAMENTO 2026/27');
    expect(housing?.docaviso_descricao).toBe('<p>Prazo de candidaturas à residência.</p>');
    const mixed = body.data.find((n) => n.post_name === 'aviso-03-2025');
    expect(mixed?.post_title).toBe('Notice no. 3/2025');
    expect(mixed?.docaviso_descricao).toBe('<p>Comunicado geral número 3.</p>');
  });

  test('[UX-08] an English answer marks items that exist only in Portuguese; Portuguese answers never do', async () => {
    const { body } = await getParsed(t.app, '/api/docavisos?idioma=en&limit=100', NoticeListSchema);
    const marked = body.data.filter((n) => n.idioma_conteudo === 'pt').map((n) => n.post_name);
    expect(marked).toContain('aviso-candidaturas-alojamento');
    expect(marked).not.toContain('aviso-alimentacao-marco');
    const detail = await getParsed(
      t.app,
      '/api/docavisos/aviso-candidaturas-alojamento?idioma=en',
      NoticeSchema,
    );
    expect(detail.body.idioma_conteudo).toBe('pt');
    const pt = await getParsed(t.app, '/api/docavisos?idioma=pt&limit=100', NoticeListSchema);
    expect(pt.body.data.some((n) => 'idioma_conteudo' in n)).toBe(false);
  });

  test('[SITE-02] idioma is pt or en, as the document says; any other case, region or word is 400', async () => {
    const { body } = await getParsed(t.app, '/api/docavisos/aviso-alimentacao-marco?idioma=en', NoticeSchema);
    expect(body.post_title).toBe('Food menus — March');
    for (const idioma of ['EN', 'en-GB', 'en_us', 'PT-pt', 'Pt', '%20en', 'english', '']) {
      await expectBadRequest(t.app, `/api/docavisos/aviso-alimentacao-marco?idioma=${idioma}`, 'idioma');
    }
  });

  test('[SITE-02] with idioma=en the filter matches English or Portuguese', async () => {
    const english = await getParsed(t.app, '/api/docavisos?idioma=en&filter=food%20menus', NoticeListSchema);
    expect(english.body.total).toBe(1);
    const portuguese = await getParsed(
      t.app,
      '/api/docavisos?idioma=en&filter=alimentacao',
      NoticeListSchema,
    );
    expect(portuguese.body.total).toBe(1);
    const ptOnly = await getParsed(t.app, '/api/docavisos?idioma=pt&filter=food%20menus', NoticeListSchema);
    expect(ptOnly.body.total).toBe(0);
  });

  test('an empty file entry passes through with empty strings', async () => {
    const { body } = await getParsed(t.app, '/api/docavisos/aviso-02-2025', NoticeSchema);
    expect(body.docaviso_ficheiros).toEqual([
      { doc_ficheiros_nome: 'Aviso 2', doc_ficheiros_url: '/files/aviso-02-2025.pdf' },
      { doc_ficheiros_nome: '', doc_ficheiros_url: '' },
    ]);
  });

  test('revalidation with If-None-Match answers 304', async () => {
    await expectRevalidates(t.app, `/api/docavisos?${SPEC_QUERY}`);
  });

  test.each([
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=+5', 'limit'],
    ['limit=05', 'limit'],
    ['limit=%205', 'limit'],
    ['limit=', 'limit'],
    ['direction=asc', 'direction'],
    ['offset=-3', 'offset'],
    ['direction=sideways', 'direction'],
    ['sort=evil', 'sort'],
    ['sort=post_title;DROP%20TABLE%20notices', 'sort'],
    ['publicado=2', 'publicado'],
    ['idioma=fr', 'idioma'],
    ['owner=abc', 'owner'],
    [`filter=${'a'.repeat(201)}`, 'filter'],
  ])('[ERR-04] %s answers 400 JSON', async (query, param) => {
    await expectBadRequest(t.app, `/api/docavisos?${query}`, param);
  });

  test('[ERR-04] several bad parameters are all reported', async () => {
    const { res, body } = await getJson<{ error: { issues: { param: string }[] } }>(
      t.app,
      '/api/docavisos?limit=-1&offset=x&unknown=1',
    );
    expect(res.status).toBe(400);
    expect(body.error.issues.map((i) => i.param).sort()).toEqual(['limit', 'offset']);
  });
});

describe('GET /api/docavisos/:id', () => {
  test('a notice by post_name, in the requested language', async () => {
    const pt = await getParsed(t.app, '/api/docavisos/aviso-alimentacao-marco', NoticeSchema);
    expect(pt.res.status).toBe(200);
    expect(pt.body.post_title).toBe('Ementas de Alimentação — março');
    const en = await getParsed(t.app, '/api/docavisos/aviso-alimentacao-marco?idioma=en', NoticeSchema);
    expect(en.body.post_title).toBe('Food menus — March');
    expect(en.body.link).toBe('/avisosecomunicados/aviso-alimentacao-marco');
  });

  test('a notice by numeric ID', async () => {
    const { body } = await getParsed(t.app, '/api/docavisos/2', NoticeSchema);
    expect(body.post_name).toBe('aviso-candidaturas-alojamento');
  });

  test('[ERR-04] unknown or unpublished notices answer 404 JSON; bad idioma 400', async () => {
    await expectNotFound(t.app, '/api/docavisos/nao-existe');
    await expectNotFound(t.app, '/api/docavisos/aviso-interno');
    await expectNotFound(t.app, '/api/docavisos/3');
    await expectBadRequest(t.app, '/api/docavisos/aviso-alimentacao-marco?idioma=xx', 'idioma');
  });

  test('revalidation with If-None-Match answers 304', async () => {
    await expectRevalidates(t.app, '/api/docavisos/aviso-alimentacao-marco?idioma=en');
  });
});
