import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#005b50';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'SASUMA — Serviços de Ação Social da Universidade da Madeira',
  short_name: 'SASUMA',
  description: 'Ementas, avisos, bolsas, alojamento e documentos dos Serviços de Ação Social da UMa.',
  lang: 'pt',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['education', 'food'],
  // A long-press on the home-screen icon opens these directly (the week's menu first: what students open the app for).
  shortcuts: [
    {
      name: 'Ementa da semana',
      short_name: 'Ementa',
      url: '/alimentacao',
      icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Avisos e comunicados',
      short_name: 'Avisos',
      url: '/avisosecomunicados',
      icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Documentação',
      short_name: 'Documentos',
      url: '/documentacao',
      icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  icons: [
    { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
