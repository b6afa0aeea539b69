import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en'],
  fallbackLocales: { default: 'pt' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', 'src/sw/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
