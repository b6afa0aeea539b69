import { describe, expect, test } from 'vitest';
import { menuShareUrl, parseMenuLink } from './menu-link';

describe('menu links', () => {
  test('[MENU-12] the shared link names the day and meal, with /en in English', () => {
    expect(menuShareUrl('https://sas.uma.pt', 'pt', '2026-11-25', 'jantar')).toBe(
      'https://sas.uma.pt/alimentacao?dia=2026-11-25&refeicao=jantar',
    );
    expect(menuShareUrl('https://sas.uma.pt', 'en', '2026-11-25', 'almoco')).toBe(
      'https://sas.uma.pt/en/alimentacao?dia=2026-11-25&refeicao=almoco',
    );
  });

  test('[MENU-12] parsing keeps valid fields and drops invalid ones', () => {
    expect(parseMenuLink({ dia: '2026-11-25', refeicao: 'jantar' })).toEqual({
      dia: '2026-11-25',
      refeicao: 'jantar',
    });
    expect(parseMenuLink({ dia: '25-11-2026', refeicao: 'jantar' })).toEqual({ refeicao: 'jantar' });
    expect(parseMenuLink({ dia: '2026-11-25', refeicao: 'ceia' })).toEqual({ dia: '2026-11-25' });
    expect(parseMenuLink({})).toEqual({});
  });
});
