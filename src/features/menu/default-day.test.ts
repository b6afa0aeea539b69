import { describe, expect, test } from 'vitest';
import { defaultMenuDay } from './default-day';

const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];

describe('defaultMenuDay', () => {
  test('[MENU-05] today during the day', () => {
    expect(defaultMenuDay(new Date(2026, 10, 25, 8), week)).toBe('2026-11-25');
    expect(defaultMenuDay(new Date(2026, 10, 25, 20, 59), week)).toBe('2026-11-25');
  });

  test('[MENU-09] after the last dinner: the next day with a menu', () => {
    expect(defaultMenuDay(new Date(2026, 10, 25, 21), week)).toBe('2026-11-26');
    expect(defaultMenuDay(new Date(2026, 10, 25, 23, 30), ['2026-11-25', '2026-11-28'])).toBe('2026-11-28');
  });

  test('[MENU-09] on Sunday: the next day with a menu', () => {
    expect(defaultMenuDay(new Date(2026, 10, 22, 10), week)).toBe('2026-11-23');
    expect(defaultMenuDay(new Date(2026, 10, 22, 10), ['2026-11-24'])).toBe('2026-11-24');
  });

  test('[MENU-09] with no later menu known: the next day that is not a Sunday', () => {
    expect(defaultMenuDay(new Date(2026, 10, 28, 22), week)).toBe('2026-11-30');
    expect(defaultMenuDay(new Date(2026, 10, 22, 10), [])).toBe('2026-11-23');
    expect(defaultMenuDay(new Date(2026, 11, 31, 21, 30), [])).toBe('2027-01-01');
  });
});
