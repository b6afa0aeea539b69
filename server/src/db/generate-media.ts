import { stripHtml } from '../../../src/contract/search-text';
import { strongEtag } from '../lib/respond';
import { makePdf } from './pdf';
import type { SeedData } from './read-seed';

export interface MediaRow {
  /** "uploads/<name>" or "files/<name>". */
  path: string;
  contentType: string;
  body: Buffer;
  etag: string;
}

/** Documents the site links to that are not attached to any seed record. */
export const FIXED_PDFS: Record<string, string> = {
  'precario-alimentacao.pdf': 'Preçário dos serviços de alimentação',
  'regulamento-residencia.pdf': 'Regulamento da Residência Universitária',
  'precario-alojamento.pdf': 'Preçário do alojamento',
  'plano-contingencia.pdf': 'Plano de contingência',
};

interface ImageRequest {
  name: string;
  /** Text drawn on the image: only language-neutral text (initials); pictures carry none (UX-08). */
  label?: string | undefined;
  width: number;
  height: number;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function hue(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return h;
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A text-free landscape (sky, sun, hills, a campus building) whose colours and shapes vary with the name. */
function scene(name: string, width: number, height: number): string {
  const h = hue(name);
  const sunX = width * (0.15 + (h % 70) / 100);
  const building = width * (0.35 + (h % 30) / 100);
  const windows = Array.from({ length: 4 }, (_, i) =>
    Array.from(
      { length: 3 },
      (_, j) =>
        `<rect x="${building + 18 + i * 34}" y="${height * 0.42 + j * 30}" width="18" height="16" fill="#fff" fill-opacity="0.55"/>`,
    ).join(''),
  ).join('');
  return `<circle cx="${sunX}" cy="${height * 0.25}" r="${height * 0.09}" fill="#fff5c0" fill-opacity="0.9"/>
<path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="hsl(${(h + 120) % 360},35%,35%)"/>
<rect x="${building}" y="${height * 0.36}" width="150" height="${height * 0.4}" fill="hsl(${h},15%,88%)" fill-opacity="0.9"/>
${windows}
<path d="M0 ${height * 0.85} Q ${width * 0.5} ${height * 0.72} ${width} ${height * 0.88} V ${height} H 0 Z" fill="hsl(${(h + 140) % 360},40%,25%)"/>`;
}

function svg({ name, label, width, height }: ImageRequest): string {
  const h = hue(name);
  const size = Math.round(Math.min(width, height) / 9);
  const content =
    label === undefined
      ? scene(name, width, height)
      : `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-weight="bold"
 font-size="${size}" fill="#fff">${escapeXml(shorten(label, Math.floor((width / size) * 1.45)))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${h},55%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},60%,30%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${content}
</svg>`;
}

/** sharp is loaded only when a database is seeded (it is a large native module). */
async function loadSharp() {
  return (await import('sharp')).default;
}

async function renderImage(request: ImageRequest): Promise<MediaRow> {
  const extension = request.name.split('.').pop()?.toLowerCase() ?? 'jpg';
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg(request)));
  const body =
    extension === 'png'
      ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
      : extension === 'webp'
        ? await image.webp({ quality: 70 }).toBuffer()
        : await image.jpeg({ quality: 70, mozjpeg: true }).toBuffer();
  return {
    path: `uploads/${request.name}`,
    contentType: IMAGE_TYPES[extension] ?? 'image/jpeg',
    body,
    etag: strongEtag(body),
  };
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .filter((letter, i, all) => i === 0 || i === all.length - 1)
    .join('');
}

/** Every image the seed references, with a label and the size it is shown at. */
export function imageRequests(seed: SeedData): ImageRequest[] {
  const requests = new Map<string, ImageRequest>();
  const add = (name: string, label: string | undefined, width: number, height: number) => {
    if (name && !requests.has(name)) requests.set(name, { name, label, width, height });
  };
  for (const item of seed.news) {
    add(item.noticia_imagem, undefined, 800, 450);
    add(item.noticia_imagemsecundaria, undefined, 800, 450);
    add(item.noticia_imagemsecundariaEN, undefined, 800, 450);
  }
  for (const person of seed.team) add(person.imagem, initials(person.nome), 400, 400);
  // Images embedded in HTML content (home-*, alimentacao-*, alojamento-* ...).
  for (const match of JSON.stringify(seed).matchAll(/\/uploads\/([\w.-]+\.(?:jpe?g|png|webp))/gi)) {
    const name = match[1] ?? '';
    add(name, undefined, 800, 450);
  }
  return [...requests.values()];
}

/** Every PDF the seed references (name -> title printed on it), plus the fixed ones. */
export function pdfRequests(seed: SeedData): Map<string, string> {
  const pdfs = new Map<string, string>();
  const add = (file: string, title: string) => {
    if (file && !pdfs.has(file)) pdfs.set(file, stripHtml(title));
  };
  for (const notice of seed.notices) {
    for (const f of notice.docaviso_ficheiros) add(f.file, f.doc_ficheiros_nome.pt || notice.post_title.pt);
  }
  for (const doc of seed.documents) {
    for (const f of doc.doc_ficheiros) add(f.file, f.doc_ficheiros_nome.pt || doc.doc_titulo.pt);
  }
  for (const scholarship of seed.scholarships)
    add(scholarship.Protocolo, `Protocolo — ${scholarship.Titulo.pt}`);
  for (const [file, title] of Object.entries(FIXED_PDFS)) add(file, title);
  for (const match of JSON.stringify(seed).matchAll(/\/files\/([\w.-]+\.pdf)/gi)) {
    const name = match[1] ?? '';
    add(name, name.replace(/\.pdf$/i, '').replace(/[-_]+/g, ' '));
  }
  return pdfs;
}

export async function generateMedia(seed: SeedData): Promise<MediaRow[]> {
  const images = await Promise.all(imageRequests(seed).map(renderImage));
  const pdfs = [...pdfRequests(seed)].map(([name, title]): MediaRow => {
    const body = makePdf(title);
    return { path: `files/${name}`, contentType: 'application/pdf', body, etag: strongEtag(body) };
  });
  return [...images, ...pdfs];
}
