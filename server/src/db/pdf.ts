/**
 * A minimal, valid PDF 1.4 (Helvetica, WinAnsiEncoding) written by hand: enough for demo documents,
 * with a correct cross-reference table so every viewer opens it.
 */

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89,
  'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
  '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}; // prettier-ignore

/** Text as WinAnsi bytes inside a PDF literal string, with ( ) \ escaped. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    let byte: number;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) byte = code;
    else byte = WIN_ANSI_EXTRA[char] ?? char.normalize('NFD').codePointAt(0) ?? 0x3f;
    if (byte > 0xff || byte < 0x20) byte = 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  return Buffer.concat([Buffer.from('('), Buffer.from(bytes), Buffer.from(')')]);
}

/** Document-information strings are UTF-16BE hex with a byte-order mark (any character is fine there). */
function pdfTextString(text: string): string {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1] ?? ''} …`;
  }
  return lines;
}

export const PDF_FOOTER = 'SASUMA — documento de demonstração';

const LEFT = 56;
const RIGHT_COLUMN = 440;
const TOP = 770;
const BOTTOM = 110;
const LEADING = 15;

const text = (x: number, y: number, font: 'F1' | 'F2', size: number, line: string) =>
  Buffer.concat([
    Buffer.from(`BT /${font} ${size} Tf ${x} ${y} Td `),
    pdfString(line),
    Buffer.from(' Tj ET\n'),
  ]);

/**
 * The body's lines laid out on pages (see pdf-content.ts for the markup): each page a list of drawing operations,
 * the first page starting below the title.
 */
function layOut(body: readonly string[], firstTop: number): Buffer[][] {
  const pages: Buffer[][] = [[]];
  let y = firstTop;
  const newPage = () => {
    pages.push([]);
    y = TOP;
  };
  for (const raw of body) {
    if (raw === '\f') {
      newPage();
      continue;
    }
    if (raw === '') {
      y -= LEADING / 2;
      continue;
    }
    const heading = raw.startsWith('# ');
    const line = heading ? raw.slice(2) : raw;
    const font = heading ? 'F1' : 'F2';
    const [left = '', right] = line.split('\t');
    const wrapped = right === undefined ? wrap(left, 86, 12) : [left];
    if (y - LEADING * wrapped.length < BOTTOM) newPage();
    if (heading && right === undefined) y -= 4;
    for (const part of wrapped) {
      pages.at(-1)?.push(text(LEFT, y, font, 11, part));
      if (right !== undefined) pages.at(-1)?.push(text(RIGHT_COLUMN, y, font, 11, right));
      y -= LEADING;
    }
    if (heading && right !== undefined)
      pages.at(-1)?.push(Buffer.from(`0.6 G 0.5 w ${LEFT} ${y + 11} m 539 ${y + 11} l S 0 G\n`));
  }
  return pages;
}

/**
 * A valid PDF 1.4 of one page or more: the title (and the file's own name, `subtitle`) on the first page, then
 * `body` (pdf-content.ts), a footer with the page number on every page.
 */
export function makePdf(title: string, body: readonly string[] = [], subtitle = ''): Buffer {
  const titleLines = wrap(title || 'Documento', 42, 8);
  const head: Buffer[] = titleLines.map((line, i) => text(LEFT, TOP - i * 24, 'F1', 18, line));
  let top = TOP - titleLines.length * 24 - 6;
  if (subtitle) {
    head.push(text(LEFT, top, 'F2', 12, subtitle));
    top -= 30;
  }
  const pages = layOut(body, top);
  const count = pages.length;
  const contents = pages.map((operations, i) =>
    Buffer.concat([
      ...(i === 0 ? head : []),
      ...operations,
      text(LEFT, 80, 'F2', 11, PDF_FOOTER),
      ...(count > 1 ? [text(500, 80, 'F2', 11, `${i + 1}/${count}`)] : []),
      Buffer.from('0.13 0.38 0.62 RG 2 w 56 800 m 539 800 l S\n'),
    ]),
  );
  // 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page and its content for each page.
  const pageRef = (i: number) => 6 + i * 2;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(
      `<< /Type /Pages /Kids [${contents.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${count} >>`,
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from(`<< /Title ${pdfTextString(title)} /Producer (SASUMA) >>`),
    ...contents.flatMap((content, i) => [
      Buffer.from(
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageRef(i) + 1} 0 R >>`,
      ),
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
        content,
        Buffer.from('\nendstream'),
      ]),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(part);
    offset += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
