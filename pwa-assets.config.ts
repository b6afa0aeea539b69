import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// `npm run icons` regenerates the PNG icons and favicon in public/ from the one SVG logo.
// The maskable icon is filled to its edges with the logo's own green (the preset pads it with white, and Android
// showed a white square with the logo inside: an icon inside an icon). Padding 0.1 keeps the drawing inside the
// safe zone (the central circle of 40 % radius) that every mask shape leaves; tests/icons.test.ts checks both.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, padding: 0.1, resizeOptions: { background: '#005b50' } },
  },
  images: ['public/logo.svg'],
});
