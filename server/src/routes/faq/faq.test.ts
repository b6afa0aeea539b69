import { describe, expect, test } from 'vitest';
import {
  expectBadRequest,
  expectKeys,
  expectRevalidates,
  getParsed,
  useTestApp,
} from '../../test-utils/test-app';
import { FaqResponseSchema } from '../../../../src/contract/faq';

const t = useTestApp();

describe('GET /api/faq', () => {
  test('data.data holds the questions in seed order', async () => {
    const { body } = await getParsed(t.app, '/api/faq?unidadeId=682', FaqResponseSchema);
    expectKeys(body, ['data']);
    expectKeys(body.data, ['data']);
    expect(body.data.data).toHaveLength(3);
    expectKeys(body.data.data[0], ['docfaq_pergunta', 'docfaq_resposta', 'docfaq_ordem']);
    expect(body.data.data.map((f) => f.docfaq_ordem)).toEqual([1, 0, 2]);
  });

  test('[SITE-02] idioma=en with fallback', async () => {
    const { body } = await getParsed(t.app, '/api/faq?unidadeId=682&idioma=en', FaqResponseSchema);
    expect(body.data.data[0]?.docfaq_pergunta).toBe('How do I apply for housing?');
    expect(body.data.data[1]?.docfaq_pergunta).toBe('Onde fica a cantina?');
    expect(body.data.data[2]).toMatchObject({
      docfaq_pergunta: 'Who pays the grants?',
      docfaq_resposta: '<p>A DGES.</p>',
    });
  });

  test('another unidadeId is empty; a bad one answers 400', async () => {
    const { body } = await getParsed(t.app, '/api/faq?unidadeId=7', FaqResponseSchema);
    expect(body).toEqual({ data: { data: [] } });
    await expectBadRequest(t.app, '/api/faq?unidadeId=abc', 'unidadeId');
    await expectRevalidates(t.app, '/api/faq?unidadeId=682');
  });
});
