import { describe, expect, test } from 'vitest';
import { definedOnly, intBetween, oneOf, positiveInt, shortText } from './search-params';

describe('search param guards', () => {
  test('[ERR-01] numbers: only whole numbers in range survive', () => {
    expect(positiveInt('3')).toBe(3);
    expect(positiveInt(4)).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'abc', '', '1e3', null, undefined, {}, '9999999999']) {
      expect(positiveInt(bad)).toBeUndefined();
    }
    expect(intBetween('2024', 2000, 2100)).toBe(2024);
    expect(intBetween('1999', 2000, 2100)).toBeUndefined();
  });

  test('[ERR-01] text and choices: too long or unknown values are dropped', () => {
    expect(shortText('alojamento')).toBe('alojamento');
    expect(shortText('x'.repeat(201))).toBeUndefined();
    expect(shortText(['a'])).toBeUndefined();
    expect(shortText(2024)).toBe('2024');
    expect(oneOf('sasiig', ['sasiig', 'sasprecario'] as const)).toBe('sasiig');
    expect(oneOf('evil', ['sasiig'] as const)).toBeUndefined();
    expect(definedOnly({ page: 2, q: undefined })).toEqual({ page: 2 });
  });
});
