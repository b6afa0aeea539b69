// @vitest-environment jsdom
// DOMParser turns notice HTML into text: this pure module needs a DOM.
import { describe, expect, test } from 'vitest';
import { cutDescription, htmlToText, noticeSlides } from './home-notice-slides';

describe('noticeSlides', () => {
  test('[HOME-05] 18 notices make 3 slides of 6, odd positions left and even positions right', () => {
    const items = Array.from({ length: 18 }, (_, index) => index + 1);
    const slides = noticeSlides(items);
    expect(slides).toHaveLength(3);
    expect(slides[0]).toEqual({ left: [1, 3, 5], right: [2, 4, 6] });
    expect(slides[2]).toEqual({ left: [13, 15, 17], right: [14, 16, 18] });
  });

  test('[HOME-05] a short last slide and no notices', () => {
    expect(noticeSlides([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      { left: [1, 3, 5], right: [2, 4, 6] },
      { left: [7, 9], right: [8] },
    ]);
    expect(noticeSlides([])).toEqual([]);
  });
});

describe('cutDescription', () => {
  test('[HOME-06] longer than 250 characters: the first 250 plus " (...)"', () => {
    const text = 'a'.repeat(300);
    const cut = cutDescription(`<p>${text}</p>`);
    expect(cut).toBe(`${'a'.repeat(250)} (...)`);
  });

  test('[HOME-06] exactly 250 characters or fewer stay whole', () => {
    expect(cutDescription('b'.repeat(250))).toBe('b'.repeat(250));
    expect(cutDescription('<p>Curto</p>')).toBe('Curto');
  });

  test('[HOME-06] HTML is reduced to text before counting (tags, entities, line breaks)', () => {
    expect(htmlToText('<p>Um&nbsp;<strong>aviso</strong></p><p>Dois<br>três &amp; quatro</p>')).toBe(
      'Um aviso Dois três & quatro',
    );
    const html = `<p><strong>${'c'.repeat(200)}</strong></p><p>${'d'.repeat(100)}</p>`;
    expect(cutDescription(html)).toBe(`${'c'.repeat(200)} ${'d'.repeat(49)} (...)`);
  });

  test('[HOME-06] scripts in the description are neither run nor shown', () => {
    expect(cutDescription('<img src=x onerror="window.hacked=1">Olá<script>alert(1)</script>')).toBe('Olá');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
