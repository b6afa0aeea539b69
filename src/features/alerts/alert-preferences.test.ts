import { expect, test } from 'vitest';
import { parsePreferences, watchWords } from './alert-preferences';

test('[PUSH-01] saved alert preferences: each field checked on its own, a bad one falls back, the others are kept', () => {
  expect(
    parsePreferences(
      {
        digest: [
          { restaurant: 'cantina-penteada', meal: 'almoco', time: '11:30' },
          { restaurant: 'Not A Slug', meal: 'almoco', time: '11:30' },
          { restaurant: 'cantina-penteada', meal: 'pequeno-almoco', time: '08:00' },
          { restaurant: 'cantina-penteada', meal: 'jantar', time: '25:00' },
        ],
        watch: ['bacalhau', 3, 'polvo'],
        housing: 'yes',
        enabled: true,
        pending: true,
        lang: 'fr',
        forget: 'https://push.example/x',
      },
      'en',
    ),
  ).toEqual({
    digest: [{ restaurant: 'cantina-penteada', meal: 'almoco', time: '11:30' }],
    watch: ['bacalhau', 'polvo'],
    housing: false,
    enabled: true,
    pending: true,
    lang: 'en',
    forget: 'https://push.example/x',
  });
  for (const raw of [null, 'text', 42, []])
    expect(parsePreferences(raw, 'pt')).toMatchObject({ digest: [], watch: [], enabled: false, lang: 'pt' });
  expect(watchWords('bacalhau, Lasanha ,  polvo; BACALHAU, ab')).toEqual(['BACALHAU', 'Lasanha', 'polvo']);
});
