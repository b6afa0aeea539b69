import { JSDOM } from 'jsdom';
import { expect, test, vi } from 'vitest';
import { lendDomParser } from '@/lib/dom-parser';
import { cutDescription } from './home-notice-slides';

test('[HOME-06] on our server, cutting notices leaves nothing behind on the jsdom window its renders share', () => {
  // As our server lends it (render-route.tsx): why it matters is in htmlToText and docs/stack-notes.md.
  const { window } = new JSDOM('');
  lendDomParser(window.DOMParser);
  const added = vi.spyOn(window, 'addEventListener');
  for (let i = 0; i < 3; i++)
    expect(cutDescription('<p>Um <strong>aviso</strong></p><script>x()</script>')).toBe('Um aviso');
  expect(added).not.toHaveBeenCalled();
});
