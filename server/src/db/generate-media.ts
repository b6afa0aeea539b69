import { stripHtml } from '../../../src/contract/requests/search-text';
import { strongEtag } from '../lib/respond';
import { makePdf } from './pdf';
import { pdfBody } from './pdf-content';
import { MOTIFS, motifFor, nextMotif, picture, portrait, type Motif } from './pictures';
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
  /** A team member's picture: a silhouette (no picture carries text, UX-08). */
  portrait?: boolean | undefined;
  /** What a picture (not a portrait) shows: by default from the file's name. */
  motif?: Motif | undefined;
  width: number;
  height: number;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A picture (`motif`), or a person's portrait (`portrait`). Neither carries text. */
export function svg({ name, portrait: isPortrait, motif, width, height }: ImageRequest): string {
  return isPortrait
    ? portrait(name, width, height)
    : picture(motif ?? motifFor(name) ?? 'campus', name, width, height);
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

/** Every image the seed references, with what it shows and the size it is shown at. */
export function imageRequests(seed: SeedData): ImageRequest[] {
  const requests = new Map<string, ImageRequest>();
  const add = (name: string, portrait: boolean, width: number, height: number, motif?: Motif) => {
    if (name && !requests.has(name)) requests.set(name, { name, portrait, motif, width, height });
  };
  // A news picture shows what its title is about; one like its neighbour's (the list's order) takes the next motif.
  let previous: Motif | undefined;
  seed.news.forEach((item, index) => {
    let motif = motifFor(item.noticia_titulo.pt) ?? MOTIFS[index % MOTIFS.length] ?? 'campus';
    if (motif === previous) motif = nextMotif(motif);
    previous = motif;
    add(item.noticia_imagem, false, 800, 450, motif);
    add(item.noticia_imagemsecundaria, false, 800, 450, nextMotif(motif));
    add(item.noticia_imagemsecundariaEN, false, 800, 450, nextMotif(motif));
  });
  for (const person of seed.team) add(person.imagem, true, 400, 400);
  // Images embedded in HTML content (home-*, alimentacao-*, alojamento-* ...).
  for (const match of JSON.stringify(seed).matchAll(/\/uploads\/([\w.-]+\.(?:jpe?g|png|webp))/gi)) {
    const name = match[1] ?? '';
    add(name, false, 800, 450);
  }
  return [...requests.values()];
}

export interface PdfRequest {
  /** The document's title, printed at the top. */
  title: string;
  /** Which of the document's files this is ("Tabela de preços", "Anexo I"), or "". */
  subtitle: string;
}

/** Every PDF the seed references (file name -> what is printed on it), plus the fixed ones. */
export function pdfRequests(seed: SeedData): Map<string, PdfRequest> {
  const pdfs = new Map<string, PdfRequest>();
  const add = (file: string, title: string, subtitle = '') => {
    const plainTitle = stripHtml(title);
    const plainSubtitle = stripHtml(subtitle);
    if (file && !pdfs.has(file))
      pdfs.set(file, { title: plainTitle, subtitle: plainSubtitle === plainTitle ? '' : plainSubtitle });
  };
  for (const notice of seed.notices) {
    for (const f of notice.docaviso_ficheiros) add(f.file, notice.post_title.pt, f.doc_ficheiros_nome.pt);
  }
  for (const doc of seed.documents) {
    for (const f of doc.doc_ficheiros) add(f.file, doc.doc_titulo.pt, f.doc_ficheiros_nome.pt);
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
  const pdfs = [...pdfRequests(seed)].map(([name, { title, subtitle }]): MediaRow => {
    const body = makePdf(title, pdfBody(title, subtitle), subtitle);
    return { path: `files/${name}`, contentType: 'application/pdf', body, etag: strongEtag(body) };
  });
  return [...images, ...pdfs];
}
