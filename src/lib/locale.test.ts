import { describe, expect, test } from 'vitest';
import { localeFromParam, localeFromPathname, switchLocalePath } from './locale';

describe('locale from the URL', () => {
  test('[SITE-01] Portuguese at the root, English under /en, nothing else', () => {
    expect(localeFromParam(undefined)).toBe('pt');
    expect(localeFromParam('en')).toBe('en');
    expect(localeFromParam('fr')).toBeNull();
    expect(localeFromPathname('/')).toBe('pt');
    expect(localeFromPathname('/en')).toBe('en');
    expect(localeFromPathname('/en/alimentacao')).toBe('en');
    expect(localeFromPathname('/entrada')).toBe('pt');
  });

  test('[SITE-12] switching language keeps the page', () => {
    expect(switchLocalePath('/alimentacao', 'en')).toBe('/en/alimentacao');
    expect(switchLocalePath('/en/alimentacao', 'pt')).toBe('/alimentacao');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'pt')).toBe('/');
    expect(switchLocalePath('/en/avisosecomunicados/aviso-1', 'en')).toBe('/en/avisosecomunicados/aviso-1');
  });
});
