import sharp from 'sharp';

/**
 * The picture a shared link shows (Open Graph's `og:image`, 1200x630, the size chat apps and social sites crop to):
 * the logo and the service's name on its green. `npm run icons` writes it beside the icons, from the same logo; the
 * PNG is committed, so a build needs neither sharp's native code nor the fonts it was drawn with.
 */
const WIDTH = 1200;
const HEIGHT = 630;
const GREEN = '#005b50';
const SOCIAL_CARD = 'public/images/social-card.png';

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${GREEN}"/>
  <g transform="translate(96 155) scale(0.625)">
    <path d="M128 304c0-70 57-128 128-128s128 58 128 128" fill="none" stroke="#fff" stroke-width="36" stroke-linecap="round"/>
    <circle cx="256" cy="150" r="34" fill="#f2b705"/>
    <path d="M112 352h288" stroke="#fff" stroke-width="36" stroke-linecap="round"/>
  </g>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#fff">
    <text x="460" y="300" font-size="104" font-weight="bold">SASUMA</text>
    <text x="464" y="370" font-size="36">Serviços de Ação Social</text>
    <text x="464" y="418" font-size="36">Universidade da Madeira</text>
  </g>
</svg>`;

await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toFile(SOCIAL_CARD);
console.log(`wrote ${SOCIAL_CARD}`);
