import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Locale } from '../lib/locale';
import { startPaths } from '../lib/locale-files';

export const THEME_COLOR = '#005b50';

type Manifest = Partial<ManifestOptions>;
type Shortcut = NonNullable<Manifest['shortcuts']>[number];

const shortcutIcons = [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }];

const shared = {
  dir: 'ltr',
  // Both languages are in the app's scope: a switch of language inside the installed app stays in its window.
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['education', 'food'],
  icons: [
    { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Manifest;

/**
 * One manifest per language, each linked by its language's pages (decision 025): `/manifest.webmanifest` and
 * `/en/manifest.webmanifest`. Each is an app of its own (`id`): the Portuguese one keeps the id it was installed
 * with, so the apps already installed keep being updated.
 */
export const manifests: Record<Locale, Manifest> = {
  pt: {
    ...shared,
    id: '/',
    name: 'SASUMA — Serviços de Ação Social da Universidade da Madeira',
    short_name: 'SASUMA',
    description: 'Ementas, avisos, bolsas, alojamento e documentos dos Serviços de Ação Social da UMa.',
    lang: 'pt',
    start_url: startPaths.pt,
    // A long-press on the home-screen icon opens these directly (the week's menu first: what students open the app for).
    shortcuts: [
      shortcut('Ementa da semana', 'Ementa', '/alimentacao'),
      shortcut('Avisos e comunicados', 'Avisos', '/avisosecomunicados'),
      shortcut('Documentação', 'Documentos', '/documentacao'),
    ],
  },
  en: {
    ...shared,
    id: '/en',
    name: 'SASUMA — Social Action Services of the University of Madeira',
    short_name: 'SASUMA',
    description:
      'Menus, notices, scholarships, accommodation and documents of the Social Action Services of UMa.',
    lang: 'en',
    start_url: startPaths.en,
    shortcuts: [
      shortcut("This week's menu", 'Menu', '/en/alimentacao'),
      shortcut('Notices and communiqués', 'Notices', '/en/avisosecomunicados'),
      shortcut('Documentation', 'Documents', '/en/documentacao'),
    ],
  },
};

function shortcut(name: string, shortName: string, url: string): Shortcut {
  return { name, short_name: shortName, url, icons: shortcutIcons };
}
