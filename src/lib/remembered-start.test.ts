import { describe, expect, it } from 'vitest';
import { isStartPath, startOfChoice } from './remembered-start';

const at = (path: string) => new URL(path, 'https://sas.example');

describe('the remembered language at a start (OFF-16)', () => {
  it('sends a start at the other language to the chosen one, keeping the query', () => {
    expect(startOfChoice(at('/'), 'en')).toBe('https://sas.example/en');
    expect(startOfChoice(at('/en/?utm=x'), 'pt')).toBe('https://sas.example/?utm=x');
  });

  it('leaves the chosen start, any other page and no choice as asked', () => {
    expect(startOfChoice(at('/en'), 'en')).toBeUndefined();
    expect(startOfChoice(at('/'), 'pt')).toBeUndefined();
    expect(startOfChoice(at('/en/alimentacao'), 'pt')).toBeUndefined();
    expect(startOfChoice(at('/alimentacao'), 'en')).toBeUndefined();
    expect(startOfChoice(at('/'), undefined)).toBeUndefined();
    expect(startOfChoice(at('/'), 'fr')).toBeUndefined();
  });

  it('knows the starts', () => {
    expect(['/', '/en', '/en/'].map(isStartPath)).toEqual([true, true, true]);
    expect(['/english', '/equipa', '/en/equipa'].map(isStartPath)).toEqual([false, false, false]);
  });
});
