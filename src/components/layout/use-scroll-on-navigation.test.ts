import { expect, test } from 'vitest';
import { isHomeToTeam } from './use-scroll-on-navigation';

test('[SITE-06] only home -> team (either language) scrolls to the links bar', () => {
  expect(isHomeToTeam('/', '/equipa')).toBe(true);
  expect(isHomeToTeam('/en', '/en/equipa')).toBe(true);
  expect(isHomeToTeam('/en/', '/en/equipa/')).toBe(true);
  expect(isHomeToTeam('/bolsasdeestudo', '/equipa')).toBe(false);
  expect(isHomeToTeam('/', '/alimentacao')).toBe(false);
  expect(isHomeToTeam(undefined, '/equipa')).toBe(false);
});
