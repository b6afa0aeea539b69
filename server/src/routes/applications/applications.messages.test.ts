import { describe, expect, test } from 'vitest';
import { fieldMessage } from './applications.messages';

describe("a 422's field messages", () => {
  test('[FORM-12] in English they name the dates as the form labels them: Entry date, Leaving date', () => {
    expect(fieldMessage('date_past', 'en')).toBe('The entry date cannot be before today');
    expect(fieldMessage('date_order', 'en')).toBe('The leaving date must be after the entry date');
  });
});
