import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestApp,
  expectBadRequest,
  expectKeys,
  expectRevalidates,
  getJson,
  type TestApp,
} from '../../test-utils/test-app';
import type { LinkItem } from './links.routes';

type LinksBody = { data: { data: LinkItem[] } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/links', () => {
  test('data.data holds titulo and link', async () => {
    const { body } = await getJson<LinksBody>(t.app, '/api/links?owner=682&idioma=pt');
    expect(body.data.data).toHaveLength(2);
    expectKeys(body.data.data[0], ['titulo', 'link']);
    expect(body.data.data[0]).toEqual({ titulo: 'Universidade da Madeira', link: 'https://www.uma.pt' });
  });

  test('[SITE-02] idioma=en with fallback', async () => {
    const { body } = await getJson<LinksBody>(t.app, '/api/links?owner=682&idioma=en');
    expect(body.data.data.map((l) => l.titulo)).toEqual(['University of Madeira', 'DGES']);
  });

  test('another owner is empty; a bad one answers 400', async () => {
    const { body } = await getJson<LinksBody>(t.app, '/api/links?owner=0');
    expect(body).toEqual({ data: { data: [] } });
    await expectBadRequest(t.app, '/api/links?owner=6.82', 'owner');
    await expectRevalidates(t.app, '/api/links?owner=682');
  });
});
