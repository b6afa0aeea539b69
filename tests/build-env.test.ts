import { expect, test } from 'vitest';
import { checkBuildEnv } from '../build/env';

test('the API bases the build inlines: unset, a root path or an http(s) URL; anything else fails the build', () => {
  expect(() => checkBuildEnv({})).not.toThrow();
  expect(() => checkBuildEnv({ VITE_API_BASE: '  ', VITE_FORMS_API_BASE: '/api' })).not.toThrow();
  expect(() => checkBuildEnv({ VITE_API_BASE: 'https://www.uma.pt/api' })).not.toThrow();
  expect(() => checkBuildEnv({ VITE_API_BASE: 'api', VITE_FORMS_API_BASE: 'javascript:alert(1)' })).toThrow(
    /VITE_API_BASE: expected a path .*, got "api"\n {2}VITE_FORMS_API_BASE: .*"javascript:alert\(1\)"/,
  );
});

test("the site's address the shared links name: unset, or an http(s) address with no path", () => {
  expect(() => checkBuildEnv({ VITE_SITE_URL: 'https://sasuma.uma.pt' })).not.toThrow();
  expect(() => checkBuildEnv({ VITE_SITE_URL: 'http://localhost:4173/' })).not.toThrow();
  expect(() => checkBuildEnv({ VITE_SITE_URL: 'sasuma.uma.pt' })).toThrow(
    /VITE_SITE_URL: expected the site's/,
  );
  expect(() => checkBuildEnv({ VITE_SITE_URL: 'https://www.uma.pt/sas' })).toThrow(
    /VITE_SITE_URL: .*no path/,
  );
});
