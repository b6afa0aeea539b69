import { describe, expect, test } from 'vitest';
import { expectKeys, expectRevalidates, getParsed, useTestApp } from '../../test-utils/test-app';
import { TeamSchema } from '../../../../src/contract/team';

const t = useTestApp();

describe('GET /api/sas/equipa', () => {
  test('a plain array of people with image URLs under /uploads/', async () => {
    const { res, body } = await getParsed(t.app, '/api/sas/equipa', TeamSchema);
    expect(res.status).toBe(200);
    expect(body).toHaveLength(3);
    expectKeys(body[0], ['nome', 'funcao', 'email', 'telefone', 'imagem', 'url', 'responsavel']);
    expect(body[0]).toEqual({
      nome: 'Ana Sofia Freitas',
      funcao: { pt: 'Administradora', en: 'Administrator' },
      email: 'ana.freitas@staff.uma.pt',
      telefone: '+351 291 209 401',
      imagem: '/uploads/equipa-ana-freitas.jpg',
      url: '',
      responsavel: true,
    });
    expect(body[1]).toMatchObject({
      imagem: '',
      url: 'https://www.uma.pt',
      responsavel: false,
      telefone: '',
    });
  });

  test('the team photos exist as media', async () => {
    const { body } = await getParsed(t.app, '/api/sas/equipa', TeamSchema);
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
