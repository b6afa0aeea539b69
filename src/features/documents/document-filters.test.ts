import { describe, expect, it } from 'vitest';
import { documentYears } from './document-filters';

describe('[DOC-07] documentYears', () => {
  it('lists the current year down to 2022', () => {
    expect(documentYears(new Date(2026, 10, 22))).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(documentYears(new Date(2022, 0, 1))).toEqual([2022]);
  });
});
