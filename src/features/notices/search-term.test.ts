import { describe, expect, it } from 'vitest';
import { nextNoticeFilter } from './search-term';

describe('nextNoticeFilter', () => {
  it('[NOT-03] 3 or more characters become the filter', () => {
    expect(nextNoticeFilter('ali', undefined)).toEqual({ filter: 'ali' });
    expect(nextNoticeFilter('alim', 'ali')).toEqual({ filter: 'alim' });
    expect(nextNoticeFilter(' bolsa ', undefined)).toEqual({ filter: 'bolsa' });
    expect(nextNoticeFilter('ali', 'ali')).toBeNull();
  });

  it('[NOT-04] under 3 characters clear the filter only when a filter longer than 2 was active', () => {
    expect(nextNoticeFilter('al', 'ali')).toEqual({ filter: undefined });
    expect(nextNoticeFilter('', 'bolsa')).toEqual({ filter: undefined });
    expect(nextNoticeFilter('al', undefined)).toBeNull();
    expect(nextNoticeFilter('a', undefined)).toBeNull();
    expect(nextNoticeFilter('', undefined)).toBeNull();
  });
});
