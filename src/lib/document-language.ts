import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from './locale';
import { manifestHref } from './locale-files';

/** The site's description: the shells' (src/start/shell.tsx) and a page's when the language changes. */
export const siteDescription = msg`Ementas da semana, avisos, notícias, bolsas de estudo, alojamento e documentos dos Serviços de Ação Social da Universidade da Madeira.`;

/**
 * The head follows the page's language when it changes in the app: `<html lang>`, the manifest (an install from an
 * English page installs the English app, decision 025) and the description, as the language's own HTML has them.
 */
export function showLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(locale));
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(siteDescription));
}
