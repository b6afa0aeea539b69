import { describe, expect, test } from 'vitest';
import { makePdf, PDF_FOOTER } from './pdf';
import { pdfBody, pdfKind } from './pdf-content';
import { pdfRequests } from './generate-media';
import { readSeed } from './read-seed';

function xrefOffsets(pdf: Buffer): { startxref: number; offsets: number[] } {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(startxref);
  const offsets = [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return { startxref, offsets };
}

/** Every stream's declared length is its exact length. */
function streamLengthsExact(text: string): boolean {
  return [...text.matchAll(/\/Length (\d+) >>\nstream\n/g)].every((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return text.slice(start + Number(match[1]), start + Number(match[1]) + 10) === '\nendstream';
  });
}

/** The text a viewer shows, roughly: every string drawn with Tj, in order (WinAnsi read as Latin-1). */
const shownText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]).join('\n');

describe('makePdf', () => {
  test('a one-page PDF 1.4 whose xref offsets point at each object', () => {
    const pdf = makePdf('Regulamento da Residência (2026) — versão \\ final');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const { startxref, offsets } = xrefOffsets(pdf);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('/Count 1');
  });

  test('text is WinAnsi with escaped parentheses and backslashes; the stream length is exact', () => {
    const pdf = makePdf('Preçário (2026) a\\b');
    const text = pdf.toString('latin1');
    expect(text).toContain('(Pre\xe7\xe1rio \\(2026\\) a\\\\b) Tj');
    expect(text).toContain(
      `(${PDF_FOOTER.replace('—', '\x97').replace('ç', '\xe7').replace('ã', '\xe3')}) Tj`,
    );
    expect(streamLengthsExact(text)).toBe(true);
  });

  test('a body that asks for a new page gets one, each page numbered; objects and streams stay exact', () => {
    const pdf = makePdf(
      'Regulamento',
      ['# Artigo 1.º', 'Texto.', '\f', '# Artigo 2.º', 'Mais texto.'],
      'Texto',
    );
    const text = pdf.toString('latin1');
    expect(text).toContain('/Count 2');
    const { offsets } = xrefOffsets(pdf);
    expect(offsets).toHaveLength(9);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(streamLengthsExact(text)).toBe(true);
    expect(shownText(pdf)).toMatch(/1\/2[\s\S]*Artigo 2[\s\S]*2\/2/);
  });
});

describe('[LAW-06] the seed’s PDFs read as the documents they are', () => {
  const requests = pdfRequests(readSeed());
  const pdf = (file: string) => {
    const request = requests.get(file)!;
    return makePdf(request.title, pdfBody(request.title, request.subtitle), request.subtitle);
  };

  test('each says what it is from its title and file name', () => {
    expect(pdfKind('Regulamento de Alojamento da Residência Universitária')).toBe('regulation');
    expect(pdfKind('Preçário da Alimentação 2026')).toBe('prices');
    expect(pdfKind('Formulário de candidatura')).toBe('form');
    expect(pdfKind('Lista de colocados')).toBe('list');
    expect(pdfKind('Edital de candidaturas ao alojamento')).toBe('notice');
    expect(pdfKind('Relatório de Gestão e Contas 2022')).toBe('report');
    // A document's file that is a form is a form, whatever the document.
    expect(pdfBody('Regulamento do Fundo de Apoio de Emergência', 'Formulário de candidatura')).toContain(
      '# 1. Identificação do estudante',
    );
  });

  test('a regulation is two pages of articles, a price list a table of prices, a form has fields; none is a bare title page', () => {
    const regulation = pdf('regulamento-residencia.pdf');
    expect(regulation.toString('latin1')).toContain('/Count 2');
    expect(shownText(regulation)).toContain('Artigo 8.\xba');
    const prices = shownText(pdf('precario-alimentacao.pdf'));
    expect(prices).toContain('Refei\xe7\xe3o social');
    expect(prices.match(/\x80/g)?.length).toBeGreaterThanOrEqual(10);
    for (const [file, request] of requests) {
      // Before issue 31 each was its title and a footer on a 1 KB page: 2 to 4 lines.
      const lines = shownText(pdf(file)).split('\n').length;
      expect({ file, lines: lines >= 15 }).toEqual({ file, lines: true });
      expect(request.title).not.toBe('');
    }
  });
});
