import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, type PageSlot } from './page-window';

/** Written independently from spec section 4, as a string: "1 2 3 4 5 … 9". */
function reference(total: number, c: number): string {
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => String(a + i));
  if (total < 8) return range(1, total).join(' ');
  if (c < 5) return [...range(1, 5), '…', String(total)].join(' ');
  // "within the last 4": c is one of total-3 .. total
  if (c >= total - 3) return ['1', '…', ...range(total - 4, total)].join(' ');
  return ['1', '…', String(c - 1), String(c), String(c + 1), '…', String(total)].join(' ');
}

const show = (slots: PageSlot[]) => slots.map((s) => (s === 'gap' ? '…' : String(s))).join(' ');

describe('[DOC-06] pageWindow', () => {
  it('matches the section 4 reference for every page count 1..40 and every current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        expect(show(pageWindow(total, current)), `total ${total}, current ${current}`).toBe(
          reference(total, current),
        );
      }
    }
  });

  it('examples', () => {
    expect(show(pageWindow(7, 4))).toBe('1 2 3 4 5 6 7');
    expect(show(pageWindow(8, 1))).toBe('1 2 3 4 5 … 8');
    expect(show(pageWindow(8, 5))).toBe('1 … 4 5 6 7 8');
    expect(show(pageWindow(20, 10))).toBe('1 … 9 10 11 … 20');
    expect(show(pageWindow(20, 16))).toBe('1 … 15 16 17 … 20');
    expect(show(pageWindow(20, 17))).toBe('1 … 16 17 18 19 20');
    expect(pageWindow(0, 1)).toEqual([]);
  });

  it('pageCount rounds up', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(54, 10)).toBe(6);
    expect(pageCount(9, 9)).toBe(1);
  });
});
