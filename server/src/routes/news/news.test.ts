import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectNotFound,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { MostViewedNewsSchema, NewsDetailSchema, NewsListSchema } from '../../../../src/contract/news';

const ITEM_KEYS = [
  'noticia_name',
  'noticia_titulo',
  'noticia_imagem',
  'noticia_data_publicacao',
  'post_title',
];

const t = useTestApp();

describe('GET /api/noticiassas', () => {
  test('the spec call answers published news, newest first, with the total', async () => {
    const { res, body } = await getParsed(
      t.app,
      '/api/noticiassas?limit=9&offset=0&publicado=1&idioma=pt&owner=682&sort=noticia_data_publicacao',
      NewsListSchema,
    );
    expect(res.status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.data.map((n) => n.noticia_name)).toEqual([
      'noticia-01',
      'noticia-02',
      'noticia-03',
      'noticia-04',
    ]);
    expectKeys(body.data[0], ITEM_KEYS);
    expect(body.data[0]).toEqual({
      noticia_name: 'noticia-01',
      noticia_titulo: 'Notícia 1 sobre a Universidade',
      noticia_imagem: 'noticia-01.jpg',
      noticia_data_publicacao: '2026-03-02',
      post_title: 'Notícia 1 sobre a Universidade',
    });
  });

  test('limit, offset and direction', async () => {
    const page = await getParsed(t.app, '/api/noticiassas?limit=2&offset=1', NewsListSchema);
    expect(page.body.total).toBe(4);
    expect(page.body.data.map((n) => n.noticia_name)).toEqual(['noticia-02', 'noticia-03']);
    const asc = await getParsed(t.app, '/api/noticiassas?direction=ASC&limit=1', NewsListSchema);
    expect(asc.body.data[0]?.noticia_name).toBe('noticia-04');
  });

  test('owner other than 682 is empty', async () => {
    const { body } = await getParsed(t.app, '/api/noticiassas?owner=683', NewsListSchema);
    expect(body).toEqual({ data: [], total: 0 });
  });

  test('[SITE-02] idioma=en with fallback to Portuguese per field', async () => {
    const { body } = await getParsed(t.app, '/api/noticiassas?idioma=en', NewsListSchema);
    expect(body.data[0]?.noticia_titulo).toBe('News 1 about the University');
    expect(body.data[0]?.post_title).toBe('News 1 about the University');
    expect(body.data[1]?.noticia_titulo).toBe('Notícia 2 sobre a Universidade');
    // [UX-08] the untranslated item says its content is Portuguese.
    expect(body.data[1]?.idioma_conteudo).toBe('pt');
    expect(body.data[0]?.idioma_conteudo).toBeUndefined();
  });

  test.each([
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-3', 'offset'],
    ['direction=sideways', 'direction'],
    ['sort=views', 'sort'],
  ])('[ERR-04] %s answers 400 JSON', async (query, param) => {
    await expectBadRequest(t.app, `/api/noticiassas?${query}`, param);
  });

  test('revalidation answers 304', async () => {
    await expectRevalidates(t.app, '/api/noticiassas?limit=9');
  });
});

describe('GET /api/noticiassas/mostviewed', () => {
  test('a plain array ordered by views, published only, limit default 8', async () => {
    const { body } = await getParsed(
      t.app,
      '/api/noticiassas/mostviewed?limit=8&idioma=pt',
      MostViewedNewsSchema,
    );
    expect(body.map((n) => n.noticia_name)).toEqual(['noticia-02', 'noticia-03', 'noticia-01', 'noticia-04']);
    expectKeys(body[0], ITEM_KEYS);
    const two = await getParsed(t.app, '/api/noticiassas/mostviewed?limit=2', MostViewedNewsSchema);
    expect(two.body).toHaveLength(2);
  });

  test('[ERR-04] limit=abc answers 400', async () => {
    await expectBadRequest(t.app, '/api/noticiassas/mostviewed?limit=abc', 'limit');
  });
});

describe('GET /api/noticiassas/:id', () => {
  test('detail with secondary images, body and share links', async () => {
    const { body } = await getParsed(t.app, '/api/noticiassas/noticia-01', NewsDetailSchema);
    expectKeys(body, [
      ...ITEM_KEYS,
      'noticia_imagemsecundaria',
      'noticia_imagemsecundariaEN',
      'noticia_corpo',
      'noticia_twitter',
      'noticia_facebook',
      'noticia_linkedin',
    ]);
    expect(body).toMatchObject({
      noticia_imagemsecundaria: 'noticia-01-b.jpg',
      noticia_imagemsecundariaEN: 'noticia-01-b-en.jpg',
      noticia_corpo: '<p>Corpo da notícia 1.</p>',
      noticia_twitter: 'https://twitter.com/intent/tweet?url=x',
      noticia_linkedin: '',
    });
  });

  test('[SITE-02] English body', async () => {
    const { body } = await getParsed(t.app, '/api/noticiassas/noticia-01?idioma=en', NewsDetailSchema);
    expect(body.noticia_corpo).toBe('<p>Body of news 1.</p>');
  });

  test('[ERR-04] unknown and unpublished news answer 404', async () => {
    await expectNotFound(t.app, '/api/noticiassas/nao-existe');
    await expectNotFound(t.app, '/api/noticiassas/noticia-05');
  });

  test('detail revalidates with 304 (viewing does not change it)', async () => {
    await expectRevalidates(t.app, '/api/noticiassas/noticia-01');
  });
});
