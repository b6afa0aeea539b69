import { describe, expect, test } from 'vitest';
import {
  formatDateTime,
  formatFullDate,
  formatLongDate,
  isoDay,
  monthName,
  parseDay,
  weekdayName,
  weekdayShort,
} from './dates';

describe('dates', () => {
  test('an API day is that calendar day at local midnight, a timestamp read by its date part', () => {
    expect(parseDay('2026-11-22')).toEqual(new Date(2026, 10, 22));
    expect(parseDay('2026-11-22T23:30:00Z')).toEqual(new Date(2026, 10, 22));
    expect(isoDay(parseDay('2026-03-01'))).toBe('2026-03-01');
  });

  test('a date that names no day is invalid, and shown as it came', () => {
    expect(Number.isNaN(parseDay('2026-02-30').getTime())).toBe(true);
    expect(Number.isNaN(parseDay('22/11/2026').getTime())).toBe(true);
    expect(formatLongDate('2026-13-01', 'pt')).toBe('2026-13-01');
    expect(formatLongDate('soon', 'en')).toBe('soon');
  });

  test('dates in words, in each language', () => {
    const sunday = new Date(2026, 10, 22, 14, 5);
    expect(formatLongDate('2026-11-22', 'pt')).toBe('22 de novembro de 2026');
    expect(formatLongDate('2026-11-22 10:00:00', 'en')).toBe('22 November 2026');
    expect(formatFullDate(sunday, 'pt')).toBe('domingo, 22 de novembro de 2026');
    expect(formatFullDate(sunday, 'en')).toBe('Sunday, 22 November 2026');
    expect(formatDateTime(sunday.getTime(), 'pt')).toBe('22 de novembro de 2026 às 14:05');
    expect(formatDateTime(sunday.getTime(), 'en')).toBe('22 November 2026 at 14:05');
  });

  test("the week tile's names: a short weekday that fits a phone's tile", () => {
    const monday = new Date(2026, 10, 23);
    expect(weekdayName(monday, 'pt')).toBe('segunda-feira');
    expect(weekdayShort(monday, 'pt')).toBe('seg.');
    expect(weekdayShort(monday, 'en')).toBe('Mon');
    expect(monthName(monday, 'pt')).toBe('novembro');
    expect(monthName(monday, 'en', true)).toBe('Nov');
  });
});
