import { describe, expect, it } from 'vitest';
import { fold, matchesTerm, searchText, stripHtml } from './search-text';

describe('[OFF-06] the search rule shared by the server and the offline search', () => {
  it('folds case, accents and spaces', () => {
    expect(fold('  Alimentação   Académica ')).toBe('alimentacao academica');
  });

  it('reads the visible text of HTML, entities decoded', () => {
    expect(stripHtml('<p>Pre&ccedil;o &amp; <b>menu</b>&#233;</p>')).toBe('Pre&ccedil;o & menu é');
    expect(searchText('<b>Cantina</b>', 'Penteada')).toBe('cantina penteada');
  });

  it('matches case- and accent-insensitively, ignoring tags', () => {
    expect(matchesTerm('alimentacao', 'Preçário da <b>Alimentação</b>')).toBe(true);
    expect(matchesTerm('  ', 'anything')).toBe(true);
    expect(matchesTerm('bolsa', 'Alojamento', 'Residência')).toBe(false);
    expect(matchesTerm('b>', '<b>x</b>')).toBe(false);
  });

  it('[NOT-03] a term of several words finds items holding every word, in any order, across fields', () => {
    const title = 'Aviso n.º 14/2026 – Renovação das candidaturas';
    const description = '<p>Prazo de entrega para o <b>Alojamento</b> na residência.</p>';
    expect(matchesTerm('candidaturas alojamento', title, description)).toBe(true);
    expect(matchesTerm('ALOJAMENTO  Candidaturas', title, description)).toBe(true);
    expect(matchesTerm('candidaturas residencia', title, description)).toBe(true);
    expect(matchesTerm('candidaturas bolsa', title, description)).toBe(false);
  });
});
