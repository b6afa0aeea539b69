import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestApp,
  expectKeys,
  expectRevalidates,
  getJson,
  type TestApp,
} from '../../test-utils/test-app';
import type { TeamMember } from './team.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/sas/equipa', () => {
  test('a plain array of people with image URLs under /uploads/', async () => {
    const { res, body } = await getJson<TeamMember[]>(t.app, '/api/sas/equipa');
    expect(res.status).toBe(200);
    expect(body).toHaveLength(3);
    expectKeys(body[0], ['nome', 'email', 'imagem', 'url', 'responsavel']);
    expect(body[0]).toEqual({
      nome: 'Ana Sofia Freitas',
      email: 'ana.freitas@staff.uma.pt',
      imagem: '/uploads/equipa-ana-freitas.jpg',
      url: '',
      responsavel: true,
    });
    expect(body[1]).toMatchObject({ imagem: '', url: 'https://www.uma.pt', responsavel: false });
  });

  test('the team photos exist as media', async () => {
    const { body } = await getJson<TeamMember[]>(t.app, '/api/sas/equipa');
    for (const person of body.filter((p) => p.imagem)) {
      const res = await t.app.request(person.imagem);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  test('revalidation answers 304', async () => {
    await expectRevalidates(t.app, '/api/sas/equipa');
  });
});
