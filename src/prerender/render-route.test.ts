import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { prerenderPaths, renderRoute } from './render-route';

// As at build (scripts/prerender.ts): no DOM, and the API held back, so every section shows its loading state.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prerendered first screens', () => {
  test('the routes marked for it, in both languages', () => {
    expect(prerenderPaths().sort()).toEqual(
      [
        '/',
        '/alimentacao',
        '/avisosecomunicados',
        '/documentacao',
        '/noticiassas',
        '/en',
        '/en/alimentacao',
        '/en/avisosecomunicados',
        '/en/documentacao',
        '/en/noticiassas',
      ].sort(),
    );
  });

  test('home in English: the layout and the sections loading; what depends on the date kept unseen', async () => {
    const { html, locale } = await renderRoute('/en');
    expect(locale).toBe('en');
    expect(html).toContain('Today at the canteen');
    expect(html).toContain('Loading…');
    expect(html).toContain('href="/en/alimentacao"');
    // The next meal and the week's days are the build's, not the reader's: present but marked.
    expect(html).toMatch(/<p class="today-canteen__when" data-build-time="">/);
    expect(html).toMatch(/<div class="week-carousel" data-build-time="">/);
  });

  test('a list in Portuguese: its title and its place held while loading', async () => {
    const { html, locale } = await renderRoute('/documentacao');
    expect(locale).toBe('pt');
    expect(html).toMatch(/<h1[^>]*>Documentação<\/h1>/);
    expect(html).toContain('A carregar…');
    // The layout's lazy parts are their placeholders, as in the app's first render, whichever page came before.
    expect(html).toContain('class="quick-links-placeholder"');
    expect(html).not.toContain('class="quick-links"');
  });
});
