/**
 * Text-free pictures for the seed (UX-08, LAW-06): a few drawings of what the services' news are about (a meal, the
 * residence, a game of futsal, a garden, solar panels, the sea, study, a phone, a crowd, the campus), each picked by
 * the words of its title, with colours and positions varying with the file's name. No two neighbouring news items
 * look alike, and no picture carries words in a language.
 */

export const MOTIFS = [
  'meal',
  'residence',
  'sport',
  'garden',
  'solar',
  'sea',
  'study',
  'phone',
  'people',
  'campus',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** The first motif whose words the text holds (accents ignored), or undefined. */
const TOPICS: readonly [Motif, RegExp][] = [
  ['sport', /futsal|torneio|desport|futebol|sport/],
  ['garden', /horta|compost|residuos|reciclag|garden|compost/],
  ['solar', /solar|energ/],
  ['sea', /praia|\bmar\b|oceano|beach|sea\b/],
  ['phone', /aplicacao|\bapp\b|digital|online/],
  ['study', /bolsa|fundo|apoio|relatorio|esclarecimento|scholarship|report/],
  [
    'meal',
    /cantina|restaurante|alimenta|sabores|gastronomi|bares?\b|jantar|vegetarian|refei|cozinha|canteen|food/,
  ],
  ['residence', /residencia|residentes|alojamento|residence/],
  ['people', /acolhimento|bem-vindos|boas-vindas|visita|welcome/],
];

export function motifFor(text: string): Motif | undefined {
  const folded = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return TOPICS.find(([, words]) => words.test(folded))?.[0];
}

/** The motif after `motif` (a secondary picture does not repeat its item's main one). */
export function nextMotif(motif: Motif): Motif {
  return MOTIFS[(MOTIFS.indexOf(motif) + 1) % MOTIFS.length] ?? 'campus';
}

export function hue(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return h;
}

const n = (value: number) => Math.round(value * 10) / 10;

/** The background every picture shares: a sky (or wall) gradient in the name's colours. */
function backdrop(h: number, w: number, ht: number): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h},55%,62%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},55%,40%)"/>
</linearGradient></defs>
<rect width="${w}" height="${ht}" fill="url(#g)"/>`;
}

type Draw = (w: number, ht: number, h: number, v: number) => string;

/** `v` is a number in [0, 1) from the name: it moves things about within a motif. */
const DRAW: Record<Motif, Draw> = {
  meal: (w, ht, h, v) => {
    const cx = w * (0.42 + v * 0.16);
    const cy = ht * 0.58;
    return `<rect y="${n(ht * 0.45)}" width="${w}" height="${n(ht * 0.55)}" fill="hsl(${(h + 20) % 360},35%,32%)"/>
<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(ht * 0.34)}" ry="${n(ht * 0.2)}" fill="#f4f4f0"/>
<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(ht * 0.22)}" ry="${n(ht * 0.12)}" fill="#e3e3dc"/>
<circle cx="${n(cx - ht * 0.07)}" cy="${n(cy - ht * 0.02)}" r="${n(ht * 0.05)}" fill="#c8553d"/>
<circle cx="${n(cx + ht * 0.06)}" cy="${n(cy)}" r="${n(ht * 0.045)}" fill="#6a994e"/>
<rect x="${n(cx - ht * 0.03)}" y="${n(cy + ht * 0.02)}" width="${n(ht * 0.1)}" height="${n(ht * 0.04)}" rx="6" fill="#f2b705"/>
<rect x="${n(cx - ht * 0.5)}" y="${n(cy - ht * 0.16)}" width="10" height="${n(ht * 0.32)}" rx="5" fill="#d9d9d9"/>
<rect x="${n(cx + ht * 0.45)}" y="${n(cy - ht * 0.16)}" width="12" height="${n(ht * 0.32)}" rx="5" fill="#d9d9d9"/>
<rect x="${n(cx + ht * 0.62)}" y="${n(cy - ht * 0.22)}" width="${n(ht * 0.1)}" height="${n(ht * 0.2)}" rx="4" fill="#fff" fill-opacity="0.6"/>`;
  },
  residence: (w, ht, h, v) => {
    const houses = [0, 1, 2]
      .map((i) => {
        const x = w * (0.1 + i * 0.28 + v * 0.04);
        const top = ht * (0.38 + ((i + Math.round(v * 3)) % 2) * 0.06);
        const width = w * 0.22;
        const windows = [0, 1]
          .map(
            (j) =>
              `<rect x="${n(x + width * (0.18 + j * 0.44))}" y="${n(top + ht * 0.1)}" width="${n(width * 0.2)}" height="${n(ht * 0.08)}" fill="#fff3b0"/>`,
          )
          .join('');
        return `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(ht * 0.86 - top)}" fill="hsl(${(h + i * 25) % 360},25%,86%)"/>
<path d="M${n(x - 10)} ${n(top)} L${n(x + width / 2)} ${n(top - ht * 0.12)} L${n(x + width + 10)} ${n(top)} Z" fill="#a23b2a"/>${windows}`;
      })
      .join('');
    return `${houses}<rect y="${n(ht * 0.86)}" width="${w}" height="${n(ht * 0.14)}" fill="hsl(${(h + 120) % 360},35%,30%)"/>
<circle cx="${n(w * 0.93)}" cy="${n(ht * 0.7)}" r="${n(ht * 0.1)}" fill="#3a7d44"/>`;
  },
  sport: (w, ht, h, v) => `<rect y="${n(ht * 0.3)}" width="${w}" height="${n(ht * 0.7)}" fill="#3b8d4f"/>
<rect x="${n(w * 0.06)}" y="${n(ht * 0.36)}" width="${n(w * 0.88)}" height="${n(ht * 0.58)}" fill="none" stroke="#fff" stroke-width="5"/>
<line x1="${n(w / 2)}" y1="${n(ht * 0.36)}" x2="${n(w / 2)}" y2="${n(ht * 0.94)}" stroke="#fff" stroke-width="5"/>
<circle cx="${n(w / 2)}" cy="${n(ht * 0.65)}" r="${n(ht * 0.12)}" fill="none" stroke="#fff" stroke-width="5"/>
<rect x="${n(w * 0.06 - 6)}" y="${n(ht * 0.55)}" width="24" height="${n(ht * 0.2)}" fill="none" stroke="#eee" stroke-width="6"/>
<circle cx="${n(w * (0.25 + v * 0.5))}" cy="${n(ht * 0.75)}" r="${n(ht * 0.05)}" fill="#fff" stroke="#222" stroke-width="3"/>
<path d="M0 ${n(ht * 0.3)} H${w}" stroke="hsl(${h},30%,25%)" stroke-width="8"/>`,
  garden: (w, ht, h, v) => {
    const rows = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = w * (0.1 + i * 0.15 + v * 0.03);
        const y = ht * 0.72;
        return `<path d="M${n(x)} ${n(y)} V${n(y - ht * 0.14)}" stroke="#2d6a2e" stroke-width="6"/>
<ellipse cx="${n(x - 16)}" cy="${n(y - ht * 0.12)}" rx="18" ry="9" fill="#5aa85a" transform="rotate(-30 ${n(x - 16)} ${n(y - ht * 0.12)})"/>
<ellipse cx="${n(x + 16)}" cy="${n(y - ht * 0.16)}" rx="18" ry="9" fill="#6cbf5f" transform="rotate(30 ${n(x + 16)} ${n(y - ht * 0.16)})"/>`;
      })
      .join('');
    return `<rect y="${n(ht * 0.7)}" width="${w}" height="${n(ht * 0.3)}" fill="hsl(${(h + 30) % 360},40%,28%)"/>
<path d="M0 ${n(ht * 0.8)} H${w} M0 ${n(ht * 0.9)} H${w}" stroke="#5a3b22" stroke-width="6" stroke-opacity="0.5"/>${rows}`;
  },
  solar: (w, ht, h, v) => {
    const panels = [0, 1, 2]
      .map((i) => {
        const x = w * (0.12 + i * 0.28);
        const y = ht * (0.52 + v * 0.06);
        return `<path d="M${n(x)} ${n(y + ht * 0.22)} L${n(x + w * 0.06)} ${n(y)} H${n(x + w * 0.26)} L${n(x + w * 0.2)} ${n(y + ht * 0.22)} Z" fill="#1d3557" stroke="#a8dadc" stroke-width="3"/>
<path d="M${n(x + w * 0.03)} ${n(y + ht * 0.11)} H${n(x + w * 0.23)} M${n(x + w * 0.1)} ${n(y)} L${n(x + w * 0.07)} ${n(y + ht * 0.22)} M${n(x + w * 0.17)} ${n(y)} L${n(x + w * 0.14)} ${n(y + ht * 0.22)}" stroke="#a8dadc" stroke-width="2"/>`;
      })
      .join('');
    return `<circle cx="${n(w * (0.75 + v * 0.1))}" cy="${n(ht * 0.2)}" r="${n(ht * 0.1)}" fill="#ffd166"/>
<rect y="${n(ht * 0.8)}" width="${w}" height="${n(ht * 0.2)}" fill="hsl(${(h + 90) % 360},20%,40%)"/>${panels}`;
  },
  sea: (
    w,
    ht,
    h,
    v,
  ) => `<path d="M0 ${n(ht * 0.55)} L${n(w * (0.2 + v * 0.2))} ${n(ht * 0.2)} L${n(w * 0.6)} ${n(ht * 0.55)} Z" fill="hsl(${(h + 100) % 360},30%,32%)"/>
<circle cx="${n(w * 0.8)}" cy="${n(ht * 0.22)}" r="${n(ht * 0.08)}" fill="#fff5c0"/>
<rect y="${n(ht * 0.55)}" width="${w}" height="${n(ht * 0.3)}" fill="#1f6f9f"/>
<path d="M0 ${n(ht * 0.62)} q ${n(w / 16)} -14 ${n(w / 8)} 0 t ${n(w / 8)} 0 t ${n(w / 8)} 0 t ${n(w / 8)} 0 t ${n(w / 8)} 0 t ${n(w / 8)} 0 t ${n(w / 8)} 0 t ${n(w / 8)} 0" fill="none" stroke="#fff" stroke-width="4" stroke-opacity="0.7"/>
<path d="M0 ${n(ht * 0.85)} Q ${n(w * 0.5)} ${n(ht * 0.78)} ${w} ${n(ht * 0.86)} V${ht} H0 Z" fill="#e9d8a6"/>`,
  study: (w, ht, h, v) => {
    const books = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${n(w * (0.3 + v * 0.05) + (i % 2) * 14)}" y="${n(ht * (0.78 - i * 0.1))}" width="${n(w * 0.34)}" height="${n(ht * 0.09)}" rx="4" fill="hsl(${(h + i * 70) % 360},55%,42%)"/>`,
      )
      .join('');
    return `<rect y="${n(ht * 0.87)}" width="${w}" height="${n(ht * 0.13)}" fill="#7a5230"/>${books}
<path d="M${n(w * 0.78)} ${n(ht * 0.87)} V${n(ht * 0.35)} L${n(w * 0.7)} ${n(ht * 0.28)}" fill="none" stroke="#333" stroke-width="6"/>
<path d="M${n(w * 0.62)} ${n(ht * 0.34)} L${n(w * 0.7)} ${n(ht * 0.2)} L${n(w * 0.78)} ${n(ht * 0.34)} Z" fill="#f2b705"/>`;
  },
  phone: (w, ht, h, v) => {
    const x = w * (0.38 + v * 0.1);
    const tiles = [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${n(x + 18 + (i % 2) * 62)}" y="${n(ht * 0.22 + Math.floor(i / 2) * 70)}" width="52" height="56" rx="8" fill="hsl(${(h + i * 40) % 360},60%,55%)"/>`,
      )
      .join('');
    return `<rect x="${n(x)}" y="${n(ht * 0.12)}" width="150" height="${n(ht * 0.8)}" rx="20" fill="#1b1b1b"/>
<rect x="${n(x + 8)}" y="${n(ht * 0.16)}" width="134" height="${n(ht * 0.72)}" rx="12" fill="#f6f6f6"/>${tiles}`;
  },
  people: (w, ht, h, v) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const x = w * (0.14 + i * 0.18);
        const y = ht * (0.5 + ((i + Math.round(v * 4)) % 2) * 0.05);
        return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(ht * 0.08)}" fill="hsl(${(h + i * 50) % 360},40%,75%)"/>
<path d="M${n(x - ht * 0.14)} ${ht} Q${n(x)} ${n(y + ht * 0.02)} ${n(x + ht * 0.14)} ${ht} Z" fill="hsl(${(h + i * 50) % 360},50%,35%)"/>`;
      })
      .join(''),
  campus: (w, ht, h, v) => {
    const building = w * (0.35 + v * 0.3);
    const windows = Array.from({ length: 4 }, (_, i) =>
      Array.from(
        { length: 3 },
        (_, j) =>
          `<rect x="${n(building + 18 + i * 34)}" y="${n(ht * 0.42 + j * 30)}" width="18" height="16" fill="#fff" fill-opacity="0.55"/>`,
      ).join(''),
    ).join('');
    return `<circle cx="${n(w * (0.15 + v * 0.6))}" cy="${n(ht * 0.25)}" r="${n(ht * 0.09)}" fill="#fff5c0" fill-opacity="0.9"/>
<path d="M0 ${n(ht * 0.7)} Q ${n(w * 0.3)} ${n(ht * 0.5)} ${n(w * 0.6)} ${n(ht * 0.68)} T ${w} ${n(ht * 0.62)} V ${ht} H 0 Z" fill="hsl(${(h + 120) % 360},35%,35%)"/>
<rect x="${n(building)}" y="${n(ht * 0.36)}" width="150" height="${n(ht * 0.4)}" fill="hsl(${h},15%,88%)" fill-opacity="0.9"/>
${windows}
<path d="M0 ${n(ht * 0.85)} Q ${n(w * 0.5)} ${n(ht * 0.72)} ${w} ${n(ht * 0.88)} V ${ht} H 0 Z" fill="hsl(${(h + 140) % 360},40%,25%)"/>`;
  },
};

/** A picture of `motif`, its colours and positions from `name`: an SVG document with no text in it. */
export function picture(motif: Motif, name: string, width: number, height: number): string {
  const h = hue(name);
  const v = (hue(`${name}#`) % 100) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
${backdrop(h, width, height)}
${DRAW[motif](width, height, h, v)}
</svg>`;
}

/**
 * A team member's picture: a head-and-shoulders silhouette on a plain background, its colours (skin, hair, clothes)
 * from the file's name. No initials or other text: the name is on the card beside it.
 */
export function portrait(name: string, width: number, height: number): string {
  const h = hue(name);
  const v = hue(`${name}#`);
  const skins = ['#f1c7a5', '#e0ac85', '#c68a62', '#8d5a3b', '#f6d5bd'];
  const hairs = ['#2b1d14', '#5a3b22', '#8c6239', '#d9b26f', '#9a9a9a'];
  const skin = skins[v % skins.length] ?? '#e0ac85';
  const hair = hairs[(v >> 3) % hairs.length] ?? '#2b1d14';
  const long = v % 2 === 0;
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="hsl(${h},30%,82%)"/>
<path d="M${n(cx - width * 0.36)} ${height} Q${n(cx - width * 0.34)} ${n(height * 0.68)} ${n(cx)} ${n(height * 0.66)} Q${n(cx + width * 0.34)} ${n(height * 0.68)} ${n(cx + width * 0.36)} ${height} Z" fill="hsl(${(h + 180) % 360},35%,35%)"/>
<rect x="${n(cx - width * 0.06)}" y="${n(height * 0.52)}" width="${n(width * 0.12)}" height="${n(height * 0.16)}" fill="${skin}"/>
${long ? `<rect x="${n(cx - width * 0.2)}" y="${n(height * 0.3)}" width="${n(width * 0.4)}" height="${n(height * 0.36)}" rx="${n(width * 0.12)}" fill="${hair}"/>` : ''}
<ellipse cx="${n(cx)}" cy="${n(height * 0.42)}" rx="${n(width * 0.15)}" ry="${n(height * 0.18)}" fill="${skin}"/>
<path d="M${n(cx - width * 0.16)} ${n(height * 0.4)} Q${n(cx)} ${n(height * 0.12)} ${n(cx + width * 0.16)} ${n(height * 0.4)} Q${n(cx)} ${n(height * 0.27)} ${n(cx - width * 0.16)} ${n(height * 0.4)} Z" fill="${hair}"/>
</svg>`;
}
