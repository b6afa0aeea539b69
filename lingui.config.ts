import { defineConfig } from '@lingui/cli';

/** The alerts screen's messages: a catalog of their own, loaded by its route (`loadPartMessages`, src/lib/i18n.ts). */
const ALERTS_SCREEN = ['src/features/alerts/**'];
/** The food page's "my diet" form, loaded when the page is idle: its messages come with it. */
const MY_DIET_FORM = ['src/features/menu/components/my-diet.tsx'];

/**
 * The saved-for-offline view's messages (a dialog few open) are a catalog of their own, loaded when it opens
 * (`loadSavedOfflineMessages`, src/lib/i18n.ts): the main catalog loads on every start, within the first-load budget.
 */
const SAVED_OFFLINE_VIEW = [
  'src/features/offline/saved-offline-view.tsx',
  'src/features/offline/my-device-data.tsx',
  'src/features/offline/section-labels.ts',
];

/** The pages' descriptions: only in the HTML the build and our server write (src/lib/page-head.ts). */
const PAGE_HEADS = ['src/lib/page-descriptions.ts'];

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en'],
  fallbackLocales: { default: 'pt' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/*.test.*',
        'src/sw/**',
        ...SAVED_OFFLINE_VIEW,
        ...ALERTS_SCREEN,
        ...MY_DIET_FORM,
        ...PAGE_HEADS,
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/saved-offline',
      include: SAVED_OFFLINE_VIEW,
    },
    {
      path: '<rootDir>/src/locales/{locale}/alerts',
      include: ALERTS_SCREEN,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/my-diet',
      include: MY_DIET_FORM,
    },
    {
      path: '<rootDir>/src/locales/{locale}/page-heads',
      include: PAGE_HEADS,
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
