// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { activateLocale } from './i18n';

test('[OFF-16] a switch of language in the app moves <html lang> with it (the head follows the routes: e2e)', async () => {
  await activateLocale('en');
  expect(document.documentElement.lang).toBe('en');
  await activateLocale('pt');
  expect(document.documentElement.lang).toBe('pt');
});
