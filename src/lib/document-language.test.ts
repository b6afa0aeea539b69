// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { activateLocale } from './i18n';

afterEach(() => {
  document.head.innerHTML = '';
});

test("[OFF-16] a switch of language in the app moves the head with it: lang, the language's manifest, the description", async () => {
  document.head.innerHTML =
    '<meta name="description" content="Ementas da semana, avisos…" /><link rel="manifest" href="/manifest.webmanifest">';
  const head = () => ({
    lang: document.documentElement.lang,
    manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  });
  await activateLocale('en');
  expect(head()).toEqual({
    lang: 'en',
    manifest: '/en/manifest.webmanifest',
    description: expect.stringMatching(
      /^This week's menus, notices, news, scholarships, accommodation and documents/,
    ),
  });
  await activateLocale('pt');
  expect(head()).toEqual({
    lang: 'pt',
    manifest: '/manifest.webmanifest',
    description: expect.stringMatching(/^Ementas da semana, avisos, notícias, bolsas de estudo/),
  });
});
