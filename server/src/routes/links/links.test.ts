import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { LinksResponseSchema } from '../../../../src/contract/links';

const t = useTestApp();

describe('GET /api/links', () => {
  test('data.data holds titulo and link', async () => {
    const { body } = await getParsed(t.app, '/api/links?owner=682&idioma=pt', LinksResponseSchema);
    expect(body.data.data).toHaveLength(2);
    expectKeys(body.data.data[0], ['titulo', 'link']);
    expect(body.data.data[0]).toEqual({ titulo: 'Universidade da Madeira', link: 'https://www.uma.pt' });
  });

  test('[SITE-02] idioma=en with fallback', async () => {
    const { body } = await getParsed(t.app, '/api/links?owner=682&idioma=en', LinksResponseSchema);
    expect(body.data.data.map((l) => l.titulo)).toEqual(['University of Madeira', 'DGES']);
  });

  test('another owner is empty; a bad one answers 400', async () => {
    const { body } = await getParsed(t.app, '/api/links?owner=0', LinksResponseSchema);
    expect(body).toEqual({ data: { data: [] } });
    await expectBadRequest(t.app, '/api/links?owner=6.82', 'owner');
    await expectRevalidates(t.app, '/api/links?owner=682');
  });
});
