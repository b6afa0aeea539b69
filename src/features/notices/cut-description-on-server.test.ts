import { JSDOM } from 'jsdom';
import { expect, test, vi } from 'vitest';
import { lendDomParser } from '@/lib/dom-parser';
import { cutDescription } from './home-notice-slides';

test('[HOME-06] on our server, cutting notices leaves nothing behind on the jsdom window its renders share', () => {
  // jsdom's selector engine, made for a parsed document's first querySelectorAll, adds nine listeners to the window
  // the document came from and never removes them (https://github.com/jsdom/jsdom/pull/4101): each render of home
  // left 18 notices' worth behind, and the server grew slower and larger with every render.
  const { window } = new JSDOM('');
  lendDomParser(window.DOMParser);
  const added = vi.spyOn(window, 'addEventListener');
  for (let i = 0; i < 3; i++)
    expect(cutDescription('<p>Um <strong>aviso</strong></p><script>x()</script>')).toBe('Um aviso');
  expect(added).not.toHaveBeenCalled();
});
