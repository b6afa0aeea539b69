import sharp from 'sharp';

/**
 * The picture a shared link shows (Open Graph's `og:image`, 1200x630, the size chat apps and social sites crop to):
 * the logo (public/logo.svg, whose own square is this green) and the service's name on its green. `npm run icons`
 * writes it beside the icons; the PNG is committed, so a build needs neither sharp's native code nor the fonts it was
 * drawn with.
 */
const WIDTH = 1200;
const HEIGHT = 630;
const GREEN = '#005b50';
const LOGO_SIZE = 320;
const OUT = 'public/images/social-card.png';

const name = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#fff">
    <text x="460" y="300" font-size="104" font-weight="bold">SASUMA</text>
    <text x="464" y="370" font-size="36">Serviços de Ação Social</text>
    <text x="464" y="418" font-size="36">Universidade da Madeira</text>
  </g>
</svg>`;

const logo = await sharp('public/logo.svg').resize(LOGO_SIZE, LOGO_SIZE).png().toBuffer();
await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: GREEN } })
  .composite([
    { input: logo, left: 96, top: Math.round((HEIGHT - LOGO_SIZE) / 2) },
    { input: Buffer.from(name), left: 0, top: 0 },
  ])
  .png({ compressionLevel: 9, palette: true })
  .toFile(OUT);
console.log(`wrote ${OUT}`);
