import { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Lingui's macros, compiled by Babel (plugin-react 6 has no `babel` option any more: docs/stack-notes.md), and only
 * in the files that import them (72 of 176): Babel over every file was most of a build's plugin time, and the build
 * now builds the app twice (the prerender).
 */
export const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
});
